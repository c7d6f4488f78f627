import { QR_DESIGN_FIELDS, type QrCustomization } from "@qrbar/contract";

/**
 * The field that makes a customization a styled design: its first design field set, or `back_color` when
 * the background is transparent; `undefined` for a plain code.
 *
 * @example
 * ```ts
 * styledField({ size: 512, module_shape: "dots" }); // "module_shape"
 * styledField({ back_color: "transparent" }); // "back_color"
 * styledField({ size: 512 }); // undefined
 * ```
 */
export function styledField(custom: QrCustomization | undefined): string | undefined {
  if (!custom) return undefined;
  const field = QR_DESIGN_FIELDS.find((name) => custom[name] !== undefined);
  return field ?? (custom.back_color === "transparent" ? "back_color" : undefined);
}

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
  return styledField(custom) !== undefined;
}
