/** Largest width, height or viewBox extent an SVG logo may declare. */
const MAX_SVG_EXTENT = 10_000;

/** What may never appear in an SVG logo, and why, in the words of the refusal. */
const FORBIDDEN: ReadonlyArray<readonly [RegExp, string]> = [
  [/<!DOCTYPE|<!ENTITY/i, "a DOCTYPE or entity declaration (entity expansion)"],
  [/<\?xml-stylesheet/i, "an xml-stylesheet instruction (an external reference)"],
  [/<\s*(?:[\w-]+:)?script\b/i, "a script element"],
  [/<\s*(?:[\w-]+:)?foreignObject\b/i, "a foreignObject element"],
  [/<\s*(?:[\w-]+:)?(?:iframe|embed|object|audio|video|set|animate\w*)\b/i, "an embedding or animation element"],
  [/\son[a-z]+\s*=/i, "an event handler attribute"],
  [/javascript:|vbscript:/i, "a script URL"],
  [/@import/i, "a CSS @import (an external reference)"],
  [/url\(\s*['"]?(?!#)/i, "a url() that is not a reference inside the file"],
  [/(?:xlink:)?href\s*=\s*(['"])\s*(?!#)/i, "an href that is not a reference inside the file"],
  // Measured through sharp at 1,600 px: one Gaussian blur 2.3 s, one 3 x 3 convolution 2.7 s, a
  // 1-unit morphology over 20 s; nothing a count of elements bounds, and sharp's timeout stops
  // librsvg only between tiles (eight blurs ran 11.6 s under a 2 s timeout). A logo with a shadow
  // or glow is given as PNG.
  [
    /<\s*(?:[\w-]+:)?filter\b|\bfilter\s*[:=]/i,
    "a filter (each costs seconds to draw at the largest logo size; give such a logo as PNG)",
  ],
];

/** Numbers of the root element's width, height and viewBox. */
function declaredExtents(svg: string): number[] {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? "";
  const values: number[] = [];
  for (const name of ["width", "height", "viewBox"]) {
    const value = new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(root)?.[1];
    if (value) for (const n of value.split(/[\s,]+/)) values.push(Number.parseFloat(n));
  }
  return values;
}

/**
 * Why an SVG logo is refused, or `undefined` when it is safe to embed and to rasterise: no scripts,
 * event handlers, foreignObject, animation, entity declarations (the "billion laughs"), external
 * references of any kind (href, url(), @import, stylesheets: only `#fragment` references inside the
 * file), no filters (their cost is per pixel, beyond what a count bounds), and a declared size within
 * 10,000 units. A hostile logo is refused rather than rewritten:
 * a regular-expression rewrite of XML is the classic way to let one through.
 *
 * @example
 * ```ts
 * svgLogoProblem('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'); // "a script element"
 * ```
 */
export function svgLogoProblem(svg: string): string | undefined {
  if (!/<svg\b/i.test(svg)) return "no <svg> root element";
  for (const [pattern, reason] of FORBIDDEN) if (pattern.test(svg)) return reason;
  const extents = declaredExtents(svg);
  if (extents.some((n) => !Number.isFinite(n) || Math.abs(n) > MAX_SVG_EXTENT)) {
    return `a width, height or viewBox beyond ${MAX_SVG_EXTENT} units`;
  }
  return undefined;
}
