import type { Static } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";
import { BarcodeTypesResponseSchema } from "./barcode.js";
import { SuccessSchema } from "./error-codes.js";
import { QrTypesResponseSchema } from "./qr.js";

/**
 * Schema of `GET /api/types`: both catalogs as their own endpoints give them (without `success`)
 * and the symbologies the scanner reports.
 *
 * @example
 * ```json
 * {"success": true, "qr": {"types": {"url": "Website URL"}, "count": 1, "...": "..."},
 *  "barcode": {"types": {"ean13": "EAN-13"}, "count": 1, "...": "..."},
 *  "scan": {"formats": ["qr_code", "ean13"]}}
 * ```
 */
export const TypesResponseSchema = Type.Object({
  success: SuccessSchema,
  qr: Type.Omit(QrTypesResponseSchema, ["success"]),
  barcode: Type.Omit(BarcodeTypesResponseSchema, ["success"]),
  scan: Type.Object({
    formats: Type.Array(Type.String(), {
      description: "Every results[].type a scan can report: qr_code and barcode catalog keys.",
    }),
  }),
});

/** A successful `GET /api/types` response. */
export type TypesResponse = Static<typeof TypesResponseSchema>;
