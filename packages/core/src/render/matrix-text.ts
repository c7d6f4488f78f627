import type { ModuleMatrix } from "./module-matrix.js";

/** Black text on a white background (ANSI SGR 30 and 47), then back to the terminal's own colours. */
const ANSI_START = "\x1b[30;47m";
const ANSI_END = "\x1b[0m";

/** Two modules, one above the other, as one character cell: full, upper half, lower half, or space. */
const CELL = [" ", "▀", "▄", "█"] as const;

/**
 * A module matrix as text for a terminal: each character is one module wide and two modules high
 * (the Unicode half blocks `▀ ▄ █`), with a quiet zone of `margin` light modules around it. Dark
 * modules are drawn; `ansi` (the default) paints the whole code black on white, so that it scans
 * whatever the terminal's own colours; without it the dark modules take the text colour.
 *
 * @example
 * ```ts
 * process.stdout.write(renderMatrixText(encodeQrMatrix("hi", "M"), 2));
 * ```
 */
export function renderMatrixText(matrix: ModuleMatrix, margin: number, ansi = true): string {
  const side = matrix.width + 2 * margin;
  const rows = matrix.height + 2 * margin;
  const dark = (x: number, y: number) => {
    const mx = x - margin;
    const my = y - margin;
    return mx >= 0 && my >= 0 && mx < matrix.width && my < matrix.height && matrix.data[my * matrix.width + mx] === 1;
  };
  const lines: string[] = [];
  for (let y = 0; y < rows; y += 2) {
    let line = "";
    for (let x = 0; x < side; x++) line += CELL[(dark(x, y) ? 1 : 0) + (dark(x, y + 1) ? 2 : 0)];
    lines.push(ansi ? `${ANSI_START}${line}${ANSI_END}` : line);
  }
  return `${lines.join("\n")}\n`;
}
