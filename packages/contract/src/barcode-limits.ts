/**
 * Defaults and bounds of barcode customization and content, as `docs/decisions.md` fixes them. A module of its
 * own, without the schemas, so that code checking options by hand (the barcode functions) bundles no schema
 * library.
 *
 * @example
 * ```ts
 * BARCODE_LIMITS.width.max; // 4096
 * ```
 */
export const BARCODE_LIMITS = {
  width: { default: 400, min: 32, max: 4096 },
  height: { default: 200, min: 16, max: 4096 },
  /** Characters of `content`; each symbology has its own, usually far smaller, capacity. */
  content: { maxLength: 4096 },
} as const;
