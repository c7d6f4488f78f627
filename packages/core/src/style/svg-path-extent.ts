/** The box a shape's points span, in user units; `vertices` is how many points a marker could sit on. */
export interface PathExtent {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
  readonly vertices: number;
}

/** How many numbers each path command takes per repetition. */
const ARITY: Readonly<Record<string, number>> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

const TOKEN = /([MmLlHhVvCcSsQqTtAaZz])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/g;

/**
 * The extent of SVG path data (`d`): every end point and control point, relative commands followed
 * from the current point, an arc widened by its radii, so the box holds the whole drawn outline.
 * Used to estimate how much a shape fills, not to draw it: malformed data yields the box of what
 * parsed, as a renderer draws a path up to its first error.
 *
 * @example
 * ```ts
 * pathExtent("M0 0 h10 v5 z"); // { minX: 0, minY: 0, maxX: 10, maxY: 5, vertices: 4 }
 * ```
 */
export function pathExtent(d: string): PathExtent {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  let vertices = 0;
  const include = (x: number, y: number, pad = 0) => {
    minX = Math.min(minX, x - pad);
    minY = Math.min(minY, y - pad);
    maxX = Math.max(maxX, x + pad);
    maxY = Math.max(maxY, y + pad);
  };
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = "";
  let args: number[] = [];
  const apply = () => {
    const lower = command.toLowerCase();
    const relative = command === lower && lower !== "z";
    const dx = relative ? x : 0;
    const dy = relative ? y : 0;
    const [a = 0, b = 0, , , , f = 0, g = 0] = args;
    if (lower === "h") x = a + dx;
    else if (lower === "v") y = a + dy;
    else if (lower === "a") {
      // The arc stays within its radii of its end points.
      const radius = Math.max(Math.abs(a), Math.abs(b));
      include(x, y, radius);
      x = f + dx;
      y = g + dy;
      include(x, y, radius);
    } else {
      // Control points, then the end point as the last pair.
      const n = ARITY[lower] as number;
      for (let i = 0; i < n; i += 2) include((args[i] as number) + dx, (args[i + 1] as number) + dy);
      x = (args[n - 2] as number) + dx;
      y = (args[n - 1] as number) + dy;
    }
    include(x, y);
    vertices++;
    if (lower === "m") {
      [startX, startY] = [x, y];
      // Further pairs after a moveto are linetos.
      command = command === "m" ? "l" : "L";
    }
  };
  for (const [, letter, number] of d.matchAll(TOKEN)) {
    if (letter) {
      command = letter;
      args = [];
      if (letter === "z" || letter === "Z") {
        [x, y] = [startX, startY];
        vertices++;
      }
      continue;
    }
    if (!command || command === "z" || command === "Z") break;
    args.push(Number(number));
    if (args.length === ARITY[command.toLowerCase()]) {
      apply();
      args = [];
    }
  }
  if (vertices === 0) return { minX: 0, minY: 0, maxX: 0, maxY: 0, vertices: 0 };
  return { minX, minY, maxX, maxY, vertices };
}

/**
 * The extent of a `points` list (polygon, polyline): its coordinate pairs.
 *
 * @example
 * ```ts
 * pointsExtent("0,0 10,0 10,10"); // { minX: 0, minY: 0, maxX: 10, maxY: 10, vertices: 3 }
 * ```
 */
export function pointsExtent(points: string): PathExtent {
  const numbers = [...points.matchAll(TOKEN)].flatMap(([, letter, n]) => (letter ? [] : [Number(n)]));
  const pairs = numbers.length >> 1;
  let d = "";
  for (let i = 0; i < pairs; i++) d += `${i === 0 ? "M" : "L"}${numbers[2 * i]} ${numbers[2 * i + 1]} `;
  return pathExtent(d);
}
