import type { BarcodeRule, BarcodeType } from "@qrbar/contract";
import type { Gs1Element } from "./content/gs1-element-string.js";
import type { FastEncoder } from "./encoders/linear-symbol.js";

/** Options passed to bwip-js as they are (BWIPP options such as `includecheck`). */
export type EncoderOptions = Readonly<Record<string, string | number | boolean>>;

/**
 * How a symbol is read out of bwip-js and drawn:
 * - `bars`: drawn by BWIPP and captured as bars and text (linear and postal symbologies);
 * - `matrix`: BWIPP's module grid, rows of equal height (2D, PDF417);
 * - `stack`: drawn by BWIPP and read back as a grid, for stacked rows of unequal height;
 * - `dots`: a grid drawn as round dots (DotCode);
 * - `hexagons`: MaxiCode's hexagon grid and finder rings.
 */
export type SymbolShape = "bars" | "matrix" | "stack" | "dots" | "hexagons";

/** What a symbology makes of valid content. */
export interface PreparedContent {
  /** The text bwip-js encodes. */
  readonly text: string;
  /** The data as a scanner reports it (check digits in, appended check characters out). */
  readonly payload: string;
  /** The human-readable interpretation. */
  readonly hri: string;
  /** Further bwip-js options this content needs (an rMQR version, for example). */
  readonly options?: EncoderOptions;
  /**
   * The GS1 element strings `text` was read as, where the content is GS1 element strings: the GS1-128
   * fast encoder takes them instead of reading `text` again.
   */
  readonly gs1?: readonly Gs1Element[];
}

/** The content half of a catalog rule: what the content may hold. */
export type ContentRule = Omit<BarcodeRule, "family" | "quiet_zone">;

/** How a symbology validates content, and how the catalog describes it. */
export interface ContentKind {
  readonly content: ContentRule;
  /** Validates `content` (throwing `INVALID_CONTENT` naming `key`) and returns what to encode. */
  readonly prepare: (content: string, key: string) => PreparedContent;
}

/** Everything a symbology's catalog entry and encoder need. Adding a symbology is adding one of these. */
export interface SymbologyDefinition<K extends string = string> extends ContentKind {
  /** Catalog key, lower-case snake_case: one of the contract's `BARCODE_TYPES`. */
  readonly key: K;
  /** Display label. */
  readonly label: string;
  /** bwip-js `bcid`. */
  readonly bcid: string;
  readonly shape: SymbolShape;
  readonly family: BarcodeRule["family"];
  /** Quiet zone in modules: [left, right] for bars, [left and right, top and bottom] for grids. */
  readonly quietZone: readonly [number, number];
  /** Sample content that generates. */
  readonly example: string;
  /** bwip-js options always passed for this symbology. */
  readonly options?: EncoderOptions;
  /**
   * Our own encoder for this symbology, drawing exactly what bwip-js draws (with `options`) many times
   * faster; bwip-js still encodes what it returns `undefined` for.
   */
  readonly fast?: FastEncoder;
}

/**
 * Declares a symbology (an identity function that checks the shape); a key the contract's `BARCODE_TYPES`
 * does not list is a compile error.
 *
 * @example
 * ```ts
 * export const code39 = defineSymbology({
 *   key: "code39", label: "Code 39", bcid: "code39", shape: "bars", family: "linear", quietZone: [10, 10],
 *   example: "CODE39", ...characterSet({ chars: /[0-9A-Z .$/+%-]/, characters: "digits, A-Z, space and - . $ / + %" }),
 * });
 * ```
 */
export function defineSymbology<const K extends BarcodeType>(
  definition: SymbologyDefinition<K>,
): SymbologyDefinition<K> {
  return definition;
}
