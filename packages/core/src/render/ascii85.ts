/** Characters a line of encoded data may have: DSC asks for lines of at most 255. */
const LINE = 76;

/**
 * Encodes bytes as ASCII base-85 (PostScript's `ASCII85Decode`, Adobe's variant): each four bytes as five
 * characters from `!` to `u`, four zero bytes as `z`, a last group of n bytes as n + 1 characters, the whole
 * ended by `~>` and broken into lines (the decoder skips white space; a line that would open with `%` gets a
 * space first). A quarter larger than the bytes, where hexadecimal
 * doubles them: what keeps image samples in a PostScript file plain text.
 *
 * @example
 * ```ts
 * ascii85(new Uint8Array([0, 0, 0, 0, 77])); // "z:]~>"
 * ```
 */
export function ascii85(bytes: Uint8Array): string {
  const groups: string[] = [];
  const digits = new Array<number>(5);
  for (let i = 0; i < bytes.length; i += 4) {
    const n = Math.min(4, bytes.length - i);
    let value = 0;
    for (let j = 0; j < 4; j++) value = value * 256 + (j < n ? (bytes[i + j] as number) : 0);
    if (value === 0 && n === 4) {
      groups.push("z");
      continue;
    }
    for (let j = 4; j >= 0; j--) {
      digits[j] = value % 85;
      value = Math.floor(value / 85);
    }
    groups.push(String.fromCharCode(...digits.slice(0, n + 1).map((d) => d + 33)));
  }
  const text = groups.join("");
  let lines = "";
  for (let i = 0; i < text.length; i += LINE) {
    const line = text.slice(i, i + LINE);
    // `%` can be a digit; a line opening with it would read as a DSC comment (`%%EOF`) to a tool that scans lines.
    lines += line.startsWith("%") ? ` ${line}\n` : `${line}\n`;
  }
  return `${lines}~>`;
}
