import type { Ink } from "../../color/cmyk-color.js";
import { contrastingColors } from "../../color/color-pair.js";
import { QrbarError } from "../../errors/qrbar-error.js";
import { minimumSide } from "../../render/module-matrix.js";
import { checkOptions } from "../../validation/check-options.js";
import type { QrSymbol } from "../encoder/encode-qr-matrix.js";
import { encodeContent } from "./encode-content.js";
import { QR_OPTION_RULES, type QrSvgOptions } from "./qr-options.js";
import type { QrPayload } from "./qr-payload.js";

/** What `qrSvg` and `qrPng` draw: the symbol, and the options resolved (the symbol and its margin fit `size`). */
export interface QrImage {
  /** The encoded modules and their version. */
  readonly symbol: QrSymbol;
  /** Side of the image in pixels. */
  readonly size: number;
  /** Quiet zone in modules. */
  readonly margin: number;
  /** Colour of the dark modules, with its inks when `colorSpace` is `cmyk`. */
  readonly fill: Ink;
  /** Background colour, with its inks when `colorSpace` is `cmyk`. */
  readonly back: Ink;
}

const IMAGE_OPTIONS = ["size", "fillColor", "backColor", "errorCorrection", "margin", "colorSpace"] as const;

/**
 * Checks an image function's options (ranges, colours, their contrast of at least 2:1), encodes the content
 * and checks that the symbol and its margin fit `size` pixels; every refusal is a `QrbarError` naming the option.
 *
 * @example
 * ```ts
 * const { symbol, margin } = qrImage("https://example.com", { size: 256 }, "qrPng");
 * ```
 */
export function qrImage(content: string | QrPayload, options: QrSvgOptions | undefined, what: string): QrImage {
  const { size, fillColor, backColor, errorCorrection, margin, colorSpace } = checkOptions(
    options,
    QR_OPTION_RULES,
    IMAGE_OPTIONS,
    what,
  );
  const { fore, back } = contrastingColors(fillColor, backColor, "fillColor", "backColor", colorSpace);
  const symbol = encodeContent(content, errorCorrection);
  if (minimumSide(symbol, margin) > size) {
    throw QrbarError.field(
      "size",
      `must be at least ${minimumSide(symbol, margin)} for this content (a version ${symbol.version} code of ${symbol.width} modules plus a margin of ${margin} on each side)`,
    );
  }
  return { symbol, size, margin, fill: fore, back };
}
