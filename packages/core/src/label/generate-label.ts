import {
  type LabelAddress,
  type LabelDpi,
  type LabelFormat,
  type LabelGenerateRequest,
  LabelGenerateRequestSchema,
} from "@qrbar/contract";
import { QrbarError } from "../errors/qrbar-error.js";
import { isCountryCode } from "../qr/fields/country-code.js";
import { MIME_TYPES } from "../render/generated-image.js";
import { validate } from "../validation/validate.js";
import { assertWellFormedText } from "../validation/well-formed-text.js";
import { ssccDigits } from "./label-codes.js";
import { unsupportedCharacter } from "./label-fonts.js";
import { layoutLabel } from "./layout-label.js";
import { renderLabelPdf } from "./render-pdf.js";
import { renderLabelPng } from "./render-png.js";
import { renderLabelZpl } from "./render-zpl.js";

/** MIME type of each label format; ZPL is plain text that a printer (or `lp -o raw`) takes as it is. */
export const LABEL_MIME_TYPES: Record<LabelFormat, string> = {
  PNG: MIME_TYPES.PNG,
  PDF: MIME_TYPES.PDF,
  ZPL: "text/plain; charset=utf-8",
};

/** A generated shipping label. */
export interface GeneratedLabel {
  readonly format: LabelFormat;
  readonly dpi: LabelDpi;
  readonly mimeType: string;
  /** Width and height in printer dots (4 x 6 inches at `dpi`). */
  readonly width: number;
  readonly height: number;
  /** The file: PNG, PDF or ZPL (UTF-8 text). */
  readonly bytes: Uint8Array;
  /** The SSCC as printed (18 digits, check digit included), when the request has one. */
  readonly sscc?: string;
}

/** Upper-cases the case-insensitive enum fields (`format`, `two_d`) for the schema. */
function normaliseCase(request: unknown): unknown {
  if (typeof request !== "object" || request === null || Array.isArray(request)) return request;
  const out: Record<string, unknown> = { ...request };
  for (const key of ["format", "two_d"])
    if (typeof out[key] === "string") out[key] = (out[key] as string).toUpperCase();
  return out;
}

/** A character as an error message shows it: the character and its code point. */
const showCharacter = (ch: string) =>
  `'${ch}' (U+${(ch.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0")})`;

/** Every printed text field of the request with its field name. */
function printedFields(request: LabelGenerateRequest): Array<[string, string]> {
  const address = (a: LabelAddress, prefix: string): Array<[string, string | undefined]> => [
    [`${prefix}.name`, a.name],
    [`${prefix}.company`, a.company],
    ...a.lines.map((line, i): [string, string] => [`${prefix}.lines.${i}`, line]),
    [`${prefix}.city`, a.city],
    [`${prefix}.region`, a.region],
    [`${prefix}.postal_code`, a.postal_code],
  ];
  const all: Array<[string, string | undefined]> = [
    ...address(request.sender, "sender"),
    ...address(request.recipient, "recipient"),
    ["service", request.service],
    ["reference", request.reference],
  ];
  return all.filter((entry): entry is [string, string] => entry[1] !== undefined);
}

/**
 * Validates a label request beyond its schema: well-formed Unicode, assigned country codes, package
 * index within count, every printed character covered by the shipped fonts (`VALIDATION_ERROR`
 * naming the field and character), and the SSCC check digit (`INVALID_CONTENT` naming the right
 * one). Returns the request with defaults applied and the SSCC completed to 18 digits.
 *
 * @example
 * ```ts
 * validateLabelRequest({ ...request, sscc: "34012345000000000" }).sscc; // "340123450000000000"
 * ```
 */
export function validateLabelRequest(request: unknown): LabelGenerateRequest & { format: LabelFormat; dpi: LabelDpi } {
  const valid = validate(LabelGenerateRequestSchema, normaliseCase(request), "");
  for (const [key, value] of Object.entries(valid)) assertWellFormedText(value, key);
  for (const side of ["sender", "recipient"] as const) {
    const { country } = valid[side];
    if (!isCountryCode(country)) {
      throw QrbarError.field(
        `${side}.country`,
        `must be an assigned ISO 3166-1 alpha-2 country code; '${country}' is not one`,
      );
    }
  }
  if (valid.package && valid.package.index > valid.package.count) {
    throw QrbarError.field(
      "package.index",
      `must not exceed package.count (${valid.package.index} of ${valid.package.count})`,
    );
  }
  for (const [field, text] of printedFields(valid)) {
    const missing = unsupportedCharacter(text);
    if (missing !== undefined) {
      throw QrbarError.field(
        field,
        `holds ${showCharacter(missing)}, which the label's fonts (Noto Sans, Noto Sans JP) cannot print; write it in Latin, Greek, Cyrillic or Japanese script`,
      );
    }
  }
  return {
    ...valid,
    format: valid.format ?? "PNG",
    dpi: valid.dpi ?? 203,
    ...(valid.sscc === undefined ? {} : { sscc: ssccDigits(valid.sscc) }),
  };
}

/**
 * Generates a carrier-style 4 x 6 inch shipping label: validates the request
 * (`VALIDATION_ERROR` naming the field, `INVALID_CONTENT` for check digits and barcode content),
 * lays it out once (`layoutLabel`) and renders that layout as PNG (1-bit, one pixel per dot), PDF
 * (vector, fonts embedded) or ZPL (the printer's own barcode commands).
 *
 * @example
 * ```ts
 * const label = await generateLabel({ format: "PDF", sender, recipient, service: "EXPRESS",
 *   tracking_number: "1Z999AA10123456784", sscc: "34012345000000000" });
 * label.sscc; // "340123450000000000"
 * await writeFile("label.pdf", label.bytes);
 * ```
 */
export async function generateLabel(request: unknown): Promise<GeneratedLabel> {
  const valid = validateLabelRequest(request);
  const layout = layoutLabel(valid, valid.dpi);
  const bytes =
    valid.format === "PNG"
      ? renderLabelPng(layout)
      : valid.format === "PDF"
        ? await renderLabelPdf(layout)
        : Buffer.from(renderLabelZpl(layout), "utf8");
  return {
    format: valid.format,
    dpi: valid.dpi,
    mimeType: LABEL_MIME_TYPES[valid.format],
    width: layout.width,
    height: layout.height,
    bytes,
    ...(valid.sscc === undefined ? {} : { sscc: valid.sscc }),
  };
}
