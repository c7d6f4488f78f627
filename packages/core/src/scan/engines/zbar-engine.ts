import type { ZBarScanner, ZBarSymbol } from "@undecaf/zbar-wasm";
import { loadZbar } from "#scan-platform";
import type { GreyImage } from "../image/grey-image.js";
import type { Corners, Detection, Point } from "./detection.js";
import type { Engine } from "./engine.js";
import { retailDigits, SCAN_SYMBOLOGIES, symbologyOf } from "./scan-symbologies.js";

type ZbarBindings = typeof import("@undecaf/zbar-wasm");

let loading: Promise<ZbarBindings | undefined> | undefined;

/**
 * A ZBar scanner enabled for the symbologies of {@link SCAN_SYMBOLOGIES} that have a `zbar` name: QR
 * and EAN/UPC, whose checks (Reed-Solomon, check digit) keep false reads out. ZBar's other linear
 * decoders read noise as Codabar or Interleaved 2 of 5 too easily. A new scanner for every image:
 * a reused one carries decoder state from one image to the next (measured: the same image read
 * after two others gave a different, wrong EAN-13).
 */
async function newScanner(bindings: ZbarBindings): Promise<ZBarScanner> {
  const { ZBarScanner, ZBarSymbolType, ZBarConfigType } = bindings;
  const scanner = await ZBarScanner.create();
  scanner.setConfig(ZBarSymbolType.ZBAR_NONE, ZBarConfigType.ZBAR_CFG_ENABLE, 0);
  for (const name of SCAN_SYMBOLOGIES.flatMap((s) => s.zbar ?? [])) {
    const type = ZBarSymbolType[name as keyof typeof ZBarSymbolType];
    if (type !== undefined) scanner.setConfig(type, ZBarConfigType.ZBAR_CFG_ENABLE, 1);
  }
  return scanner;
}

/** ZBar's orientation (up, right, down, left) as degrees clockwise. */
const ROTATION: readonly number[] = [0, 90, 180, -90];

function boundingCorners(points: readonly Point[]): Corners {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return [
    { x: left, y: top },
    { x: right, y: top },
    { x: right, y: bottom },
    { x: left, y: bottom },
  ];
}

function toDetection(symbol: ZBarSymbol): Detection | undefined {
  const symbology = symbologyOf(symbol.typeName);
  if (!symbology || symbol.points.length === 0) return undefined;
  const bytes = new Uint8Array(symbol.data.buffer, symbol.data.byteOffset, symbol.data.byteLength).slice();
  const { key, digits: text } = symbology.linear
    ? retailDigits(symbology.key, symbol.decode("utf-8"))
    : { key: symbology.key, digits: symbol.decode("utf-8") };
  // A QR code's points are its corners, listed top-left, bottom-left, bottom-right, top-right.
  const [a, b, c, d] = symbol.points;
  const corners: Corners = !symbology.linear && a && b && c && d ? [a, d, c, b] : boundingCorners(symbol.points);
  return {
    type: key,
    text,
    bytes,
    binary: false,
    corners,
    rotation: ROTATION[symbol.orientation] ?? 0,
    // For linear symbols ZBar's quality counts the scan passes that decoded the same text.
    evidence: symbology.linear ? { lines: symbol.quality } : {},
    pass: "zbar",
  };
}

/**
 * ZBar (zbar-wasm), a second engine that reads some damaged EAN/UPC and QR codes zxing-cpp misses. Node
 * only: in a browser it finds nothing (see `#scan-platform`).
 *
 * @example
 * ```ts
 * const found = await zbarEngine.read({ data, width, height });
 * ```
 */
export const zbarEngine: Engine = {
  name: "zbar",
  async read(image: GreyImage): Promise<Detection[]> {
    // Scanning and the styled-code proof check their packages at their entry (requireInstalled).
    loading ??= loadZbar();
    const bindings = await loading;
    if (!bindings) return [];
    const scanner = await newScanner(bindings);
    try {
      const copy = image.data.slice();
      const symbols = await bindings.scanGrayBuffer(copy.buffer, image.width, image.height, scanner);
      return symbols.map(toDetection).filter((d): d is Detection => d !== undefined);
    } finally {
      scanner.destroy();
    }
  },
};
