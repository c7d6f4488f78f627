import type { QR_DESIGN_FIELDS, QrCustomization, QrGenerateRequest } from "@qrbar/contract";
import { isStyled } from "../style/is-styled.js";

/** A design field of `customization` (`module_shape`, `eye`, `gradient`, `logo`, `logo_size`, `frame`). */
export type QrDesignField = (typeof QR_DESIGN_FIELDS)[number];

/**
 * QR styling without a design: the contract's {@link QrCustomization} with every design field absent and
 * the background a hex colour. A design (or `back_color: "transparent"`) is drawn by `generateStyledQr`.
 */
export type PlainQrCustomization = Omit<QrCustomization, QrDesignField | "back_color"> & {
  /** Background colour, #RRGGBB or #RGB, case-insensitive (default #FFFFFF); `"transparent"` is a design. */
  back_color?: `#${string}`;
} & { [K in QrDesignField]?: never };

/** One member of the contract's request union with its customization made plain. */
type WithoutDesign<R> = R extends { customization?: unknown }
  ? Omit<R, "customization"> & {
      /** Optional styling; every field has a default. */
      customization?: PlainQrCustomization;
    }
  : never;

/**
 * A plain QR request: the contract's {@link QrGenerateRequest} (one member per type, `content` typed by
 * `type`) without design fields, which is what `generateQr` draws at once.
 *
 * @example
 * ```ts
 * const request: PlainQrRequest = { type: "url", content: { url: "https://example.com" }, customization: { size: 512 } };
 * ```
 */
export type PlainQrRequest = WithoutDesign<QrGenerateRequest>;

/**
 * Whether a request of the contract's type is plain (no design field, no transparent background), so that
 * `generateQr` draws it; a styled one goes to `generateStyledQr`.
 *
 * @example
 * ```ts
 * const { request } = validateQrRequest(body);
 * const image = isPlainQrRequest(request) ? generateQr(request) : await generateStyledQr(request);
 * ```
 */
export function isPlainQrRequest(request: QrGenerateRequest): request is PlainQrRequest {
  return !isStyled(request.customization);
}
