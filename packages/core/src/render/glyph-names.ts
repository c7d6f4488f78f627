/** The standard glyph names (Adobe Glyph List) of printable ASCII, from the space (32) to the tilde (126). */
const ASCII_NAMES = (
  "space exclam quotedbl numbersign dollar percent ampersand quotesingle parenleft parenright asterisk plus comma " +
  "hyphen period slash zero one two three four five six seven eight nine colon semicolon less equal greater " +
  "question at A B C D E F G H I J K L M N O P Q R S T U V W X Y Z bracketleft backslash bracketright " +
  "asciicircum underscore grave a b c d e f g h i j k l m n o p q r s t u v w x y z braceleft bar braceright " +
  "asciitilde"
).split(" ");

/**
 * The glyph name a PDF font's `/Differences` gives a character: its standard name for printable ASCII
 * (`zero`, `A`, `parenleft`), else `uniXXXX` (or `uXXXXX` beyond the BMP) as the Adobe Glyph List spells a
 * code point. Only letters and digits: a name needs no escaping in a PDF.
 *
 * @example
 * ```ts
 * glyphName(0x30); // "zero"
 * glyphName(0xe9); // "uni00E9"
 * ```
 */
export function glyphName(codePoint: number): string {
  const ascii = ASCII_NAMES[codePoint - 32];
  if (ascii) return ascii;
  const hex = codePoint.toString(16).toUpperCase();
  return codePoint > 0xffff ? `u${hex}` : `uni${hex.padStart(4, "0")}`;
}
