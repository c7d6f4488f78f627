import { QR_DESIGN_FIELDS, type QrCustomization } from "@qrbar/contract";

/**
 * Whether a customization asks for a styled design: any design field, or a transparent background.
 * Plain codes take the fast path and never come here.
 *
 * @example
 * ```ts
 * isStyled({ module_shape: "dots" }); // true
 * isStyled({ size: 512 }); // false
 * ```
 */
export function isStyled(custom: QrCustomization | undefined): boolean {
  if (!custom) return false;
  return custom.back_color === "transparent" || QR_DESIGN_FIELDS.some((field) => custom[field] !== undefined);
}
