import type { BarcodeStyle } from "./barcode-style.js";
import { encodeSymbol } from "./engine/encode-symbol.js";
import type { SymbolPainter } from "./render/paint-symbol.js";
import type { PreparedContent, SymbologyDefinition } from "./symbology.js";

/** A drawn barcode: the image (bytes, or an SVG string) and what the symbology made of the content. */
export interface DrawnBarcode<Image = Uint8Array> {
  readonly image: Image;
  readonly prepared: PreparedContent;
}

/**
 * Draws checked content as one symbology in a resolved style: the content rules and check digit
 * (`INVALID_CONTENT`), the encoder (our own where the symbology has one, else bwip-js), and the image
 * of exactly `style.width` x `style.height` pixels, painted by `paint` (`paintSymbol` for `style.format`;
 * a caller that draws one format only passes that format's painter, and bundles no other). Every way of
 * making a barcode ends here.
 *
 * @example
 * ```ts
 * const { image, prepared } = drawBarcode(getBarcodeSymbology("ean13"), "590123412345", resolveBarcodeStyle(), paintSymbol);
 * prepared.payload; // "5901234123457"
 * ```
 */
export function drawBarcode<Image>(
  definition: SymbologyDefinition,
  content: string,
  style: BarcodeStyle,
  paint: SymbolPainter<Image>,
): DrawnBarcode<Image> {
  const prepared = definition.prepare(content, definition.key);
  const symbol = encodeSymbol(definition, prepared, style.showText);
  const { width, height, format, bar, background, font } = style;
  const image = paint(symbol, { width, height, format, bar, background, quietZone: definition.quietZone, font });
  return { image, prepared };
}
