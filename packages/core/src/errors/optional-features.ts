import type { OptionalFeature } from "./optional-dependency.js";

/** The packages every scan loads: both engines, sharp to open the image, fast-png for the quick PNG path. */
const SCANNING = ["zxing-wasm", "@undecaf/zbar-wasm", "sharp", "fast-png"] as const;

/** The engines a styled code is proven with before it is returned. */
const PROOF = ["zxing-wasm", "@undecaf/zbar-wasm"] as const;

/** The shaping library and the fonts every label, and a styled code's frame caption, is drawn with. */
const LABEL_TEXT = ["fontkit", "@qrbar/label-fonts"] as const;

/**
 * Every feature of `@qrbar/core` that loads optional peer dependencies, with all the packages it needs:
 * the one place a call site takes its feature from, so that a missing package is reported under the
 * feature the caller used, together with every other package that feature still lacks.
 *
 * @example
 * ```ts
 * requireInstalled(OPTIONAL_FEATURES.styledQrWithLogo);
 * // throws "a styled code with a logo needs the package sharp, which is not installed: npm install sharp"
 * ```
 */
export const OPTIONAL_FEATURES = {
  scanning: { feature: "scanning", packages: SCANNING },
  bmp: { feature: "reading a BMP", packages: ["bmp-ts"] },
  webp: { feature: "reading a WebP", packages: ["@jsquash/webp"] },
  styledQr: { feature: "a styled code", packages: PROOF },
  styledQrWithLogo: { feature: "a styled code with a logo", packages: ["sharp", ...PROOF] },
  styledQrWithFrame: { feature: "a styled code with a frame", packages: [...LABEL_TEXT, ...PROOF] },
  styledQrWithLogoAndFrame: {
    feature: "a styled code with a logo and a frame",
    packages: ["sharp", ...LABEL_TEXT, ...PROOF],
  },
  label: { feature: "a label", packages: LABEL_TEXT },
  pdfLabel: { feature: "a PDF label", packages: ["pdfkit", ...LABEL_TEXT] },
  sqliteStore: { feature: "storage on SQLite", packages: ["better-sqlite3"] },
  redisStore: { feature: "storage on Redis", packages: ["@redis/client"] },
  postgresStore: { feature: "storage on PostgreSQL", packages: ["pg"] },
} as const satisfies Record<string, OptionalFeature>;
