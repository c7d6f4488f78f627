import type { LabelGenerateRequest } from "@qrbar/contract";
import { encodeSymbol } from "../barcode/engine/encode-symbol.js";
import { getBarcodeSymbology } from "../barcode/registry.js";
import { type HexagonLayout, layoutHexagons } from "../barcode/render/hexagon-grid.js";
import type { BarcodeSymbol, BarSymbol, GridSymbol } from "../barcode/symbol.js";
import type { PreparedContent } from "../barcode/symbology.js";
import { isQrbarError, QrbarError } from "../errors/qrbar-error.js";
import type { ModuleMatrix } from "../render/module-matrix.js";
import { carrierMessage } from "./carrier-message.js";

/** A rectangle in whole dots. */
export interface DotRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What every barcode placed on the label has: its box (quiet zones included), its dark modules, and its data. */
interface PlacedCode extends DotRect {
  readonly kind: "barcode";
  /** The request field the code comes from, for errors and tests. */
  readonly field: string;
  /** The data as a scanner reports it (GS1: element string without parentheses). */
  readonly payload: string;
  /** Module width in dots. */
  readonly module: number;
  /** Dark bars or modules, in dots (empty for MaxiCode, drawn from `hexagons`). */
  readonly rects: readonly DotRect[];
}

/** A module grid's size: PDF417 data columns and rows, DataMatrix symbol columns and rows. */
export interface LabelGrid {
  readonly columns: number;
  readonly rows: number;
}

/** MaxiCode: the hexagon grid, where it lands, the mode, and the printer's primary message. */
export interface LabelHexagons {
  readonly matrix: ModuleMatrix;
  readonly layout: HexagonLayout;
  readonly mode: 2 | 3;
  /** Class of service, ISO numeric country, postal code: ZPL's "high priority message". */
  readonly primary: string;
  /** The message without those three fields: ZPL's "low priority message". */
  readonly secondary: string;
}

/** A barcode placed on the label, by symbology: each carries what its printer command needs. */
export type LabelBarcode =
  | (PlacedCode & { readonly symbology: "code128" | "gs1_128" })
  | (PlacedCode & { readonly symbology: "pdf417"; readonly grid: LabelGrid & { readonly eclevel: number } })
  | (PlacedCode & { readonly symbology: "datamatrix"; readonly grid: LabelGrid })
  | (PlacedCode & { readonly symbology: "maxicode"; readonly hexagons: LabelHexagons });

/** Symbologies a label prints. */
export type LabelSymbology = LabelBarcode["symbology"];

/** PDF417 error-correction level: 16 check codewords, carriers' usual choice for label data. */
const PDF417_ECLEVEL = 3;

/**
 * Encodes through the barcode engine, with `INVALID_CONTENT` about `content` renamed to `field`:
 * the engine speaks of `content`, the label of its own request fields.
 */
function encode(key: string, field: string, content: string, options?: PreparedContent["options"]) {
  const definition = getBarcodeSymbology(key);
  try {
    const prepared = definition.prepare(content, key);
    const withOptions = options ? { ...prepared, options: { ...prepared.options, ...options } } : prepared;
    return { prepared, symbol: encodeSymbol(definition, withOptions, false), quietZone: definition.quietZone };
  } catch (error) {
    if (isQrbarError(error) && error.details?.[0]?.field === "content") {
      const message = (error.details[0]?.message ?? error.message).replace(/^content /, "");
      throw new QrbarError(error.code, `${field} ${message}`, { details: [{ field, message }], cause: error });
    }
    throw error;
  }
}

/**
 * Prepares the SSCC as the label prints it: 17 digits get their GS1 mod-10 check digit, 18 are
 * verified (a wrong one is `INVALID_CONTENT` naming the right digit).
 *
 * @example
 * ```ts
 * ssccDigits("34012345000000000"); // "340123450000000000"
 * ```
 */
export function ssccDigits(sscc: string): string {
  return encode("sscc18", "sscc", sscc).prepared.payload.slice(2);
}

/** Dark runs of each module row as rectangles, `module` dots per module, from (`x`, `y`). */
function matrixRects(matrix: ModuleMatrix, module: number, x: number, y: number): DotRect[] {
  const rects: DotRect[] = [];
  for (let r = 0; r < matrix.height; r++) {
    let c = 0;
    while (c < matrix.width) {
      if (!matrix.data[r * matrix.width + c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < matrix.width && matrix.data[r * matrix.width + c]) c++;
      rects.push({ x: x + start * module, y: y + r * module, width: (c - start) * module, height: module });
    }
  }
  return rects;
}

/** Where a barcode may go, and the module width to aim for (dots); it shrinks to fit, never below 1. */
export interface CodeArea extends DotRect {
  readonly module: number;
}

const tooLong = (field: string, what: string) =>
  QrbarError.field(field, `is too long to print ${what} on a 4 x 6 in label; shorten it`, "VALIDATION_ERROR");

/**
 * A linear code (Code 128 or GS1-128) centred in `area`: the widest whole-dot module up to
 * `area.module` that fits with its quiet zones; bars fill the area's height.
 */
function linearCode(key: "code128" | "sscc18", field: string, content: string, area: CodeArea): LabelBarcode {
  const { prepared, symbol, quietZone } = encode(key, field, content);
  const { bars } = symbol as BarSymbol;
  const left = Math.min(...bars.map((b) => b.x0));
  const modules = Math.max(...bars.map((b) => b.x1)) - left + quietZone[0] + quietZone[1];
  const module = Math.min(area.module, Math.floor(area.width / modules));
  if (module < 1) throw tooLong(field, `as a barcode (${Math.round(modules)} modules)`);
  const width = Math.round(modules * module);
  const x = area.x + Math.floor((area.width - width) / 2);
  const origin = x + quietZone[0] * module;
  return {
    kind: "barcode",
    symbology: key === "code128" ? "code128" : "gs1_128",
    field,
    payload: prepared.payload,
    module,
    x,
    y: area.y,
    width,
    height: area.height,
    rects: bars.map((b) => ({
      x: origin + Math.round((b.x0 - left) * module),
      y: area.y,
      width: Math.round((b.x1 - b.x0) * module),
      height: area.height,
    })),
  };
}

/**
 * The tracking number as Code 128 in `area`.
 *
 * @example
 * ```ts
 * trackingCode("1Z999AA10123456784", { x: 24, y: 740, width: 764, height: 128, module: 3 }).rects.length;
 * ```
 */
export function trackingCode(tracking: string, area: CodeArea): LabelBarcode {
  return linearCode("code128", "tracking_number", tracking, area);
}

/**
 * The SSCC as GS1-128 with AI (00) in `area`.
 *
 * @example
 * ```ts
 * ssccCode("340123450000000000", area).payload; // "00340123450000000000"
 * ```
 */
export function ssccCode(sscc: string, area: CodeArea): LabelBarcode {
  return linearCode("sscc18", "sscc", sscc, area);
}

/**
 * The structured carrier message as PDF417 or DataMatrix at the right of `area`, at `area.module`
 * dots per module (DataMatrix may go up to twice that when the area allows).
 *
 * @example
 * ```ts
 * twoDCode(request, "PDF417", area).grid; // { columns: 8, rows: 14, eclevel: 3 }
 * ```
 */
export function twoDCode(request: LabelGenerateRequest, kind: "PDF417" | "DATAMATRIX", area: CodeArea): LabelBarcode {
  const message = carrierMessage(request, { latin1: false, address: true }).text;
  if (kind === "PDF417") {
    // Quiet zone of 2 modules each side; 17 modules per data column plus 69 for the row indicators.
    const columns = Math.min(12, Math.floor((area.width / area.module - 4 - 69) / 17));
    if (columns < 1) throw tooLong("two_d", "as PDF417");
    const { prepared, symbol } = encode("pdf417", "two_d", message, { columns, eclevel: PDF417_ECLEVEL });
    const { matrix } = symbol as GridSymbol;
    return {
      ...gridCode("pdf417", prepared.payload, matrix, area, area.module, 2),
      symbology: "pdf417",
      grid: { columns, rows: matrix.height / 3, eclevel: PDF417_ECLEVEL },
    };
  }
  const { prepared, symbol } = encode("datamatrix", "two_d", message);
  const { matrix } = symbol as GridSymbol;
  const module = Math.min(2 * area.module, Math.floor(Math.min(area.width, area.height) / (matrix.width + 2)));
  return {
    ...gridCode("datamatrix", prepared.payload, matrix, area, module, 1),
    symbology: "datamatrix",
    grid: { columns: matrix.width, rows: matrix.height },
  };
}

/** A module grid right-aligned and vertically centred in `area`, with `quiet` modules around it. */
function gridCode(
  symbology: "pdf417" | "datamatrix",
  payload: string,
  matrix: ModuleMatrix,
  area: DotRect,
  module: number,
  quiet: number,
): PlacedCode {
  const width = (matrix.width + 2 * quiet) * module;
  const height = (matrix.height + 2 * quiet) * module;
  if (module < 1 || width > area.width || height > area.height) {
    throw tooLong("two_d", `the structured carrier message (${payload.length} characters) as ${symbology}`);
  }
  const x = area.x + area.width - width;
  const y = area.y + Math.floor((area.height - height) / 2);
  return {
    kind: "barcode",
    field: "two_d",
    payload,
    module,
    x,
    y,
    width,
    height,
    rects: matrixRects(matrix, module, x + quiet * module, y + quiet * module),
  };
}

/**
 * The MaxiCode with the structured carrier message in `area` (square): mode 2 or 3 from the postal
 * code. When the message with the ship-to address does not fit the fixed-size symbol, the address
 * fields are left out; when even that does not fit, `INVALID_CONTENT` on `maxicode`.
 *
 * @example
 * ```ts
 * maxiCode(request, { x: 24, y: 480, width: 232, height: 232, module: 7 }).hexagons?.mode; // 2
 * ```
 */
export function maxiCode(request: LabelGenerateRequest, area: DotRect): LabelBarcode {
  let failure: unknown;
  for (const address of [true, false]) {
    const message = carrierMessage(request, { latin1: true, address });
    try {
      const { prepared, symbol } = encode("maxicode", "maxicode", message.text, { mode: message.mode });
      const layout = layoutHexagons(1, area.width, area.height);
      const hexagons = {
        matrix: (symbol as Exclude<BarcodeSymbol, BarSymbol>).matrix,
        layout: { ...layout, left: area.x + layout.left, top: area.y + layout.top },
        mode: message.mode,
        primary: `${message.serviceClass}${message.country}${message.postalCode}`,
        secondary: message.secondary,
      };
      return {
        kind: "barcode",
        symbology: "maxicode",
        field: "maxicode",
        payload: prepared.payload,
        module: layout.pitch,
        ...area,
        rects: [],
        hexagons,
      };
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}
