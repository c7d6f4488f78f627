import { utf8Bytes } from "#platform";
import { type Rgb, toHexColor } from "../color/hex-color.js";
import type { FileFormat } from "../render/generated-image.js";
import { renderMatrixPng } from "../render/matrix-png.js";
import { renderMatrixSvg } from "../render/matrix-svg.js";
import { renderMatrixVector } from "../render/matrix-vector.js";
import type { ModuleLayout, ModuleMatrix } from "../render/module-matrix.js";
import { EPS_FORMAT } from "../render/vector-eps.js";
import { PDF_FORMAT } from "../render/vector-pdf.js";

/** A plain QR code ready to write: its modules, their whole-pixel layout (for PNG), margin, side and colours. */
export interface PlainQrDrawing {
  readonly symbol: ModuleMatrix;
  readonly layout: ModuleLayout;
  /** Quiet zone in modules. */
  readonly margin: number;
  /** Side of the image in pixels (a PDF or EPS page is 0.75 pt a pixel). */
  readonly size: number;
  readonly fill: Rgb;
  readonly back: Rgb;
}

/**
 * The writer of each file format for a plain QR code, one row a format: PNG on whole pixels, SVG and the vector
 * formats (PDF, EPS, as `qrPdf` and `qrEps` write them) with the modules' exact size.
 *
 * @example
 * ```ts
 * const pdf = PLAIN_QR_WRITERS.PDF({ symbol, layout, margin: 4, size: 300, fill: black, back: white });
 * ```
 */
export const PLAIN_QR_WRITERS: Readonly<Record<FileFormat, (drawing: PlainQrDrawing) => Uint8Array>> = {
  PNG: ({ symbol, layout, size, fill, back }) => renderMatrixPng(symbol, layout, size, size, fill, back),
  SVG: ({ symbol, margin, size, fill, back }) =>
    utf8Bytes(renderMatrixSvg(symbol, margin, size, size, toHexColor(fill), toHexColor(back))),
  PDF: ({ symbol, margin, size, fill, back }) => renderMatrixVector(PDF_FORMAT, symbol, margin, size, size, fill, back),
  EPS: ({ symbol, margin, size, fill, back }) => renderMatrixVector(EPS_FORMAT, symbol, margin, size, size, fill, back),
};
