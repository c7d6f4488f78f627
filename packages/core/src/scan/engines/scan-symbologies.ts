/**
 * One symbology the scanner reports: its result `type` key and the names the engines give it.
 * Adding a symbology is adding a row.
 */
export interface ScanSymbology {
  /** `qr_code`, or the barcode catalog key of the symbology. */
  readonly key: string;
  /** zxing-cpp format names read as this symbology. */
  readonly zxing: readonly string[];
  /** ZBar symbol type names read as this symbology (ZBar reads only a few, all check-summed). */
  readonly zbar?: readonly string[];
  /** Linear (1D) symbols are scanned line by line; their confidence comes from agreeing lines. */
  readonly linear: boolean;
  /**
   * A linear symbology without a mandatory check character or fixed length (ITF, Codabar, Code 39):
   * a scan line that crosses part of a symbol can decode to a shorter, valid-looking reading.
   */
  readonly weakCheck?: boolean;
  /**
   * The GS1 form of the symbology (FNC1 in first position), reported under its own catalog key when
   * zxing-cpp's symbology identifier (ISO/IEC 15424) says so.
   */
  readonly gs1?: { readonly identifier: string; readonly key: string };
  /**
   * Read but not generated: the barcode catalog has no key for it, as no generator exists (DX film edge,
   * the code on the edge of 35 mm film).
   */
  readonly readOnly?: boolean;
}

/**
 * Every symbology the scanner reports, QR code first. Each key but `qr_code` and the read-only ones (DX
 * film edge, which nothing generates) is a key of the barcode catalog (docs/decisions.md).
 *
 * @example
 * ```ts
 * SCAN_SYMBOLOGIES.find((s) => s.zxing.includes("ITF"))?.key; // "interleaved2of5"
 * ```
 */
export const SCAN_SYMBOLOGIES: readonly ScanSymbology[] = [
  { key: "qr_code", zxing: ["QRCode", "QRCodeModel1", "QRCodeModel2"], zbar: ["ZBAR_QRCODE"], linear: false },
  { key: "microqr", zxing: ["MicroQRCode"], linear: false },
  { key: "rmqr", zxing: ["RMQRCode"], linear: false },
  { key: "datamatrix", zxing: ["DataMatrix"], linear: false, gs1: { identifier: "]d2", key: "gs1_datamatrix" } },
  { key: "aztec", zxing: ["Aztec", "AztecCode", "AztecRune"], linear: false },
  { key: "pdf417", zxing: ["PDF417", "CompactPDF417"], linear: false },
  { key: "micropdf417", zxing: ["MicroPDF417"], linear: false },
  { key: "maxicode", zxing: ["MaxiCode"], linear: false },
  { key: "code128", zxing: ["Code128"], linear: true, gs1: { identifier: "]C1", key: "gs1_128" } },
  { key: "code39", zxing: ["Code39", "Code39Std", "Code39Ext", "Code32", "PZN"], linear: true, weakCheck: true },
  { key: "code93", zxing: ["Code93"], linear: true },
  { key: "codabar", zxing: ["Codabar"], linear: true, weakCheck: true },
  { key: "interleaved2of5", zxing: ["ITF", "ITF14"], linear: true, weakCheck: true },
  { key: "ean13", zxing: ["EAN13", "ISBN"], zbar: ["ZBAR_EAN13", "ZBAR_ISBN13"], linear: true },
  { key: "ean8", zxing: ["EAN8"], zbar: ["ZBAR_EAN8"], linear: true },
  { key: "upca", zxing: ["UPCA"], zbar: ["ZBAR_UPCA"], linear: true },
  { key: "upce", zxing: ["UPCE"], zbar: ["ZBAR_UPCE"], linear: true },
  { key: "databar_omni", zxing: ["DataBar", "DataBarOmni", "DataBarStk", "DataBarStkOmni"], linear: true },
  { key: "databar_limited", zxing: ["DataBarLtd"], linear: true },
  { key: "databar_expanded", zxing: ["DataBarExp", "DataBarExpStk"], linear: true },
  { key: "telepen", zxing: ["Telepen", "TelepenAlpha", "TelepenNumeric"], linear: true },
  { key: "dxfilmedge", zxing: ["DXFilmEdge"], linear: true, readOnly: true },
];

/**
 * The `type` keys a scan can report, for `GET /api/types` `scan.formats`: `qr_code`, then barcode
 * catalog keys.
 *
 * @example
 * ```ts
 * SCAN_FORMATS.includes("ean13"); // true
 * ```
 */
export const SCAN_FORMATS: readonly string[] = SCAN_SYMBOLOGIES.flatMap((s) => (s.gs1 ? [s.key, s.gs1.key] : [s.key]));

const byEngineName = new Map<string, ScanSymbology>(
  SCAN_SYMBOLOGIES.flatMap((s) => [...s.zxing, ...(s.zbar ?? [])].map((name) => [name, s] as const)),
);

/** The symbology an engine's format name stands for, or `undefined` for one we do not report. */
export function symbologyOf(engineName: string): ScanSymbology | undefined {
  return byEngineName.get(engineName);
}

/** The zxing-cpp formats to search for: exactly those we can report. */
export const ZXING_FORMATS: readonly string[] = SCAN_SYMBOLOGIES.flatMap((s) => s.zxing.slice(0, 1));

/**
 * EAN/UPC digits as printed for humans: an EAN-13 whose first digit is 0 is a UPC-A (the same bars)
 * and is given as its 12 digits; a UPC-E as its 8 digits.
 *
 * @example
 * ```ts
 * retailDigits("ean13", "0012345678905"); // { key: "upca", digits: "012345678905" }
 * ```
 */
export function retailDigits(key: string, digits: string): { key: string; digits: string } {
  if ((key === "ean13" || key === "upca") && digits.length === 13 && digits.startsWith("0")) {
    return { key: "upca", digits: digits.slice(1) };
  }
  return { key, digits };
}
