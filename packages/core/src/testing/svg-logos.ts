/**
 * SVG logos for tests and benchmarks: logos as brands draw them, and the nested-`<use>` attack,
 * so the limits of `svgLogoCost` are judged against both.
 */

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

/** A pseudo-random sequence in [0, 1) from a seed: the same logo on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A letter-like outline of cubic curves in a 10 x 14 box at (x, y). */
const glyph = (x: number, y: number, r: () => number) =>
  `<path d="M${x} ${y + 14} C${x + 2 * r()} ${y + 4} ${x + 3} ${y} ${x + 5} ${y} S${x + 10} ${y + 6} ${x + 10} ${y + 14} h-2 c0 -4 -1 -${(6 + 4 * r()).toFixed(1)} -3 -8 s-3 4 -3 8 z"/>`;

/**
 * A wordmark: twelve glyph outlines, a gradient underline, and a tagline set on a text path
 * (`<textPath href="#...">`), in a 200 x 60 viewBox.
 */
export function wordmarkLogo(): string {
  const r = seeded(7);
  const glyphs = Array.from({ length: 12 }, (_, i) => glyph(6 + i * 15.5, 8, r)).join("");
  return `<svg ${SVG_NS} viewBox="0 0 200 60" width="200" height="60">
<defs><linearGradient id="ink"><stop offset="0" stop-color="#1A237E"/><stop offset="1" stop-color="#00897B"/></linearGradient>
<path id="arc" d="M20 56 Q100 40 180 56"/></defs>
<g fill="url(#ink)">${glyphs}</g>
<rect x="6" y="26" width="186" height="2" fill="url(#ink)"/>
<text font-size="7" fill="#333"><textPath xlink:href="#arc">SMALL BATCH COFFEE SINCE 1998</textPath></text>
</svg>`;
}

/**
 * An icon set's sprite: three `<symbol>`s of eight paths each, placed twelve times by `<use>` in a
 * 4 x 3 grid, in a 120 x 90 viewBox.
 */
export function iconSpriteLogo(): string {
  const r = seeded(11);
  const symbols = Array.from(
    { length: 3 },
    (_, s) =>
      `<symbol id="icon-${s}" viewBox="0 0 24 24">${Array.from(
        { length: 8 },
        () =>
          `<path d="M${(2 + 16 * r()).toFixed(1)} ${(2 + 16 * r()).toFixed(1)} l${(2 + 4 * r()).toFixed(1)} ${(1 + 3 * r()).toFixed(1)} l-${(1 + 2 * r()).toFixed(1)} ${(2 + 3 * r()).toFixed(1)} z"/>`,
      ).join("")}</symbol>`,
  ).join("");
  const uses = Array.from(
    { length: 12 },
    (_, i) =>
      `<use href="#icon-${i % 3}" x="${(i % 4) * 30 + 3}" y="${Math.floor(i / 4) * 30 + 3}" width="24" height="24"/>`,
  ).join("");
  return `<svg ${SVG_NS} viewBox="0 0 120 90" width="120" height="90"><defs>${symbols}</defs><g fill="#263238">${uses}</g></svg>`;
}

/**
 * A detailed emblem: a gradient disc, 1,200 small curved shapes in rings, clipped to the disc, in a
 * 512 x 512 viewBox (about 90 KB, a third of the size limit).
 */
export function emblemLogo(): string {
  const r = seeded(3);
  const shapes: string[] = [];
  for (let i = 0; i < 1200; i++) {
    const ring = 40 + (i % 12) * 18;
    const angle = (i / 1200) * Math.PI * 2 * 12;
    const x = 256 + ring * Math.cos(angle);
    const y = 256 + ring * Math.sin(angle);
    shapes.push(
      `<path d="M${x.toFixed(1)} ${y.toFixed(1)} q${(6 * r()).toFixed(1)} -${(8 * r()).toFixed(1)} ${(10 * r()).toFixed(1)} 0 t-4 ${(9 * r()).toFixed(1)} z" fill="#${Math.floor(
        r() * 0xffffff,
      )
        .toString(16)
        .padStart(6, "0")}"/>`,
    );
  }
  return `<svg ${SVG_NS} viewBox="0 0 512 512" width="512" height="512">
<defs><radialGradient id="disc"><stop offset="0" stop-color="#FFF8E1"/><stop offset="1" stop-color="#FF8F00"/></radialGradient>
<clipPath id="inside"><circle cx="256" cy="256" r="250"/></clipPath></defs>
<circle cx="256" cy="256" r="250" fill="url(#disc)" stroke="#5D4037" stroke-width="6"/>
<g clip-path="url(#inside)">${shapes.join("")}</g>
</svg>`;
}

/**
 * The nested-`<use>` attack: a full-canvas rectangle, then `levels` groups of `fan` `<use>` of the
 * group below, so a file of about a kilobyte draws `fan ** levels` rectangles (5 x 10: 10^5 in
 * 1,063 bytes).
 */
export function nestedUseLogo(levels = 5, fan = 10): string {
  let defs = '<rect id="l0" width="100" height="100"/>';
  for (let level = 1; level <= levels; level++) {
    defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(fan)}</g>`;
  }
  return `<svg ${SVG_NS} viewBox="0 0 100 100" width="100" height="100"><defs>${defs}</defs><use href="#l${levels}"/></svg>`;
}

/** An SVG as a URL-encoded data URL, as `customization.logo` takes it. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`;
