/** Characters per line of the error image's text (monospace at 13 px in a 320 px image). */
const LINE_LENGTH = 40;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Breaks a sentence into lines of at most `LINE_LENGTH` characters, at spaces where it can. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    for (let rest = word; rest.length > 0; rest = rest.slice(LINE_LENGTH)) {
      const piece = rest.slice(0, LINE_LENGTH);
      if (line && line.length + 1 + piece.length > LINE_LENGTH) {
        lines.push(line);
        line = piece;
      } else line = line ? `${line} ${piece}` : piece;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A small SVG that shows an error where an image was expected (an `<img src>` of an image URL with
 * a bad parameter): a red frame, the error code, and the message wrapped to fit. At most 12 lines;
 * the JSON answer has the whole message.
 *
 * @example
 * ```ts
 * errorImage("UNKNOWN_TYPE", "unknown QR type 'wifii'"); // "<svg xmlns=... 320 x 76 ...>"
 * ```
 */
export function errorImage(code: string, message: string): string {
  const lines = wrap(message).slice(0, 12);
  const height = 44 + lines.length * 16;
  const text = lines.map((line, index) => `<text x="12" y="${48 + index * 16}">${escapeXml(line)}</text>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="${height}" viewBox="0 0 320 ${height}" role="img" aria-label="${escapeXml(`${code}: ${message}`)}"><rect x="1" y="1" width="318" height="${height - 2}" fill="#FFF4F4" stroke="#B3261E" stroke-width="2"/><g font-family="monospace" font-size="13" fill="#5C0A05"><text x="12" y="26" font-weight="bold">${escapeXml(code)}</text>${text}</g></svg>`;
}
