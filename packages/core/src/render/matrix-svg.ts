import type { ModuleMatrix } from "./module-matrix.js";

/**
 * Renders a module matrix as SVG of exactly `width` x `height` user units, with a quiet zone of
 * `margin` modules. Dark runs of each row become one path segment, so the file stays small and
 * `crispEdges` keeps module edges sharp at any zoom.
 *
 * @example
 * ```ts
 * const svg = renderMatrixSvg(matrix, 4, 300, 300, "#000000", "#FFFFFF");
 * ```
 */
export function renderMatrixSvg(
  matrix: ModuleMatrix,
  margin: number,
  width: number,
  height: number,
  foreground: string,
  background: string,
): string {
  const path: string[] = [];
  for (let y = 0; y < matrix.height; y++) {
    let x = 0;
    while (x < matrix.width) {
      if (!matrix.data[y * matrix.width + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < matrix.width && matrix.data[y * matrix.width + x]) x++;
      path.push(`M${start + margin} ${y + margin}h${x - start}v1h${start - x}z`);
    }
  }
  const vw = matrix.width + 2 * margin;
  const vh = matrix.height + 2 * margin;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}" shape-rendering="crispEdges">` +
    `<rect width="${vw}" height="${vh}" fill="${background}"/>` +
    `<path fill="${foreground}" d="${path.join("")}"/></svg>`
  );
}
