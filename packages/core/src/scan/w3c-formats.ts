/**
 * The W3C Shape Detection API's format names for qrbar's result types: the standard's where it names
 * one, the `barcode-detector` polyfill's (zxing-cpp's) for the others. GS1 variants share their
 * symbology's name, as the W3C has none for them; DataBar is the polyfill's `databar_omni`, the name it
 * reports. The one table between the two namings.
 */
/**
 * A barcode format by its W3C name: `"qr_code"`, `"ean_13"`, ... and `"unknown"`.
 *
 * @example
 * ```ts
 * const format: W3cBarcodeFormat = "data_matrix";
 * ```
 */
export type W3cBarcodeFormat =
  | "aztec"
  | "codabar"
  | "code_128"
  | "code_39"
  | "code_93"
  | "data_matrix"
  | "ean_13"
  | "ean_8"
  | "itf"
  | "pdf417"
  | "qr_code"
  | "upc_a"
  | "upc_e"
  | "micro_qr_code"
  | "rm_qr_code"
  | "maxi_code"
  | "micro_pdf417"
  | "databar_omni"
  | "databar_expanded"
  | "databar_limited"
  | "telepen"
  | "dx_film_edge"
  | "unknown";

const W3C_FORMAT_OF_TYPE: Readonly<Record<string, Exclude<W3cBarcodeFormat, "unknown">>> = {
  aztec: "aztec",
  codabar: "codabar",
  code128: "code_128",
  gs1_128: "code_128",
  code39: "code_39",
  code93: "code_93",
  datamatrix: "data_matrix",
  gs1_datamatrix: "data_matrix",
  ean13: "ean_13",
  ean8: "ean_8",
  interleaved2of5: "itf",
  pdf417: "pdf417",
  qr_code: "qr_code",
  upca: "upc_a",
  upce: "upc_e",
  microqr: "micro_qr_code",
  rmqr: "rm_qr_code",
  maxicode: "maxi_code",
  micropdf417: "micro_pdf417",
  databar_omni: "databar_omni",
  databar_expanded: "databar_expanded",
  databar_limited: "databar_limited",
  telepen: "telepen",
  dxfilmedge: "dx_film_edge",
};

/**
 * Every W3C format name a `BarcodeDetector` takes, `"unknown"` last.
 *
 * @example
 * ```ts
 * W3C_FORMATS.includes("micro_qr_code"); // true
 * ```
 */
export const W3C_FORMATS: readonly W3cBarcodeFormat[] = [...new Set(Object.values(W3C_FORMAT_OF_TYPE)), "unknown"];

/**
 * The W3C name of a qrbar result type (`ScanResult.type`), `"unknown"` for one the table lacks.
 *
 * @example
 * ```ts
 * w3cFormatOf("interleaved2of5"); // "itf"
 * ```
 */
export function w3cFormatOf(type: string): W3cBarcodeFormat {
  return W3C_FORMAT_OF_TYPE[type] ?? "unknown";
}
