import { LABEL_REQUEST_EXAMPLE, type LabelGenerateRequest } from "@qrbar/contract";
import sharp from "sharp";
import type { LabelBarcode } from "../label/label-codes.js";
import type { LabelLayout } from "../label/layout-label.js";
import { scanImage } from "../scan/scan-image.js";

/** The documented example request, word for word: a parcel from Berlin to Tokyo. Test support only. */
export const BERLIN_TO_TOKYO = LABEL_REQUEST_EXAMPLE;

/** The same parcel with every optional code: MaxiCode and a 2D code, and dimensions. */
export const withEveryCode = (twoD: "PDF417" | "DATAMATRIX"): LabelGenerateRequest => ({
  ...BERLIN_TO_TOKYO,
  dimensions_cm: { length: 30, width: 20, height: 10 },
  maxicode: { service_class: "001", scac: "UPSN" },
  two_d: twoD,
});

/** The barcodes of a layout. */
export const barcodesOf = (layout: LabelLayout): LabelBarcode[] =>
  layout.items.filter((item): item is LabelBarcode => item.kind === "barcode");

/**
 * Scans each barcode's box (quiet zones included) cut out of a label image with the product's
 * scanner, and returns what it read per symbology. A whole label holds several codes and MaxiCode
 * reads only on its own (zxing-cpp's MaxiCode reader takes pure symbols), so each is cut out.
 */
export async function scanEachCode(image: Uint8Array, layout: LabelLayout): Promise<Record<string, string[]>> {
  const read: Record<string, string[]> = {};
  for (const code of barcodesOf(layout)) {
    const crop = await sharp(image)
      .extract({ left: code.x, top: code.y, width: code.width, height: code.height })
      .png()
      .toBuffer();
    read[code.symbology] = (await scanImage(crop)).results.map((r) => r.data);
  }
  return read;
}
