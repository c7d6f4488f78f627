import type { Static } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";
import { literalUnion } from "./literal-union.js";

/**
 * Why a code was generated yet may not serve, each a machine-readable code. `LOW_RED_LIGHT_CONTRAST`: the
 * colours' symbol contrast under a scanner's red light (ISO/IEC 15416, about 660 nm) is under 40 %, the
 * boundary of grades C and D, though their WCAG ratio passed.
 */
export const WARNING_CODES = ["LOW_RED_LIGHT_CONTRAST"] as const;

/** One of {@link WARNING_CODES}. */
export type WarningCode = (typeof WARNING_CODES)[number];

/**
 * Schema of one warning of a generation result: a code, the field to change, and a sentence.
 *
 * @example
 * ```json
 * {"code": "LOW_RED_LIGHT_CONTRAST", "field": "customization.fill_color",
 *  "message": "customization.fill_color #FF0000 on #FFFFFF has a symbol contrast of 0 % under red light (ISO/IEC 15416 grade F); laser and red-LED scanners need 40 % (grade C) or more: darken the red channel of the bars"}
 * ```
 */
export const GenerationWarningSchema = Type.Object({
  code: literalUnion(WARNING_CODES, { description: "What is wrong, machine-readable." }),
  field: Type.String({ description: "The request field to change." }),
  message: Type.String({ description: "What was found and what would be right." }),
});

/** One warning of a generation result. */
export type GenerationWarning = Static<typeof GenerationWarningSchema>;

/**
 * The `warnings` field of QR code and barcode results: absent when there is nothing to say.
 *
 * @example
 * ```ts
 * const Response = Type.Object({ ...warningsField });
 * ```
 */
export const warningsField = {
  warnings: Type.Optional(
    Type.Array(GenerationWarningSchema, {
      description: "Things that may stop the code from scanning though it was generated; absent when none.",
    }),
  ),
};
