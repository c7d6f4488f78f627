const ANSI_COLOURS = "\u001b[30;47m";
const ANSI_RESET = "\u001b[0m";

/**
 * Reads the half-block text of `renderMatrixText` back into rows of modules (1 dark, 0 light), two
 * per line, its colour codes dropped: a test compares them with the matrix drawn.
 *
 * @example
 * ```ts
 * readTerminalBlocks("▀▄\n"); // [[1, 0], [0, 1]]
 * ```
 */
export function readTerminalBlocks(text: string): number[][] {
  const rows: number[][] = [];
  const plain = text.replaceAll(ANSI_COLOURS, "").replaceAll(ANSI_RESET, "");
  for (const line of plain.split("\n").filter(Boolean)) {
    const cells = [...line];
    rows.push(cells.map((c) => (c === "▀" || c === "█" ? 1 : 0)));
    rows.push(cells.map((c) => (c === "▄" || c === "█" ? 1 : 0)));
  }
  return rows;
}
