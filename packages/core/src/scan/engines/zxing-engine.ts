import { zxingOverrides } from "#scan-platform";
import { latin1Of } from "../bytes-text.js";
import type { GreyImage } from "../image/grey-image.js";
import type { Corners, Detection, Point } from "./detection.js";
import type { Engine, EngineOptions } from "./engine.js";
import { retailDigits, SCAN_SYMBOLOGIES, symbologyOf, ZXING_FORMATS } from "./scan-symbologies.js";

type ZxingBindings = typeof import("zxing-wasm/reader");

/** The parts of the Emscripten module we call: its heap and the grey-pixmap entry point. */
interface ReaderModule {
  _malloc(size: number): number;
  _free(pointer: number): void;
  readonly HEAPU8: Uint8Array;
  readBarcodesFromPixmap(pointer: number, width: number, height: number, options: unknown): RawResults;
}

interface RawResults {
  size(): number;
  get(i: number): RawResult | undefined;
  delete?: () => void;
}

interface Loaded {
  readonly bindings: ZxingBindings;
  readonly module: ReaderModule;
}

let loading: Promise<Loaded> | undefined;

/** Instantiates zxing-wasm's reader once, from the `.wasm` we ship or find (never from a CDN, see `#scan-platform`). */
function load(): Promise<Loaded> {
  loading ??= (async () => {
    // Scanning and the styled-code proof check their packages at their entry (requireInstalled).
    const bindings = await import("zxing-wasm/reader");
    const module = await bindings.prepareZXingModule({ overrides: await zxingOverrides(), fireImmediately: true });
    return { bindings, module: module as unknown as ReaderModule };
  })();
  return loading;
}

/** Shape of zxing-cpp's `extra` JSON, for the keys we use. */
interface Extra {
  /** Unused error-correction margin, 0..1. */
  UEC?: number | string;
  EanAddOn?: string;
  /** The 8-digit UPC-E before normalisation to 13 digits. */
  UPCE?: string;
}

const parseExtra = (extra: string): Extra => {
  try {
    return extra ? (JSON.parse(extra) as Extra) : {};
  } catch {
    return {};
  }
};

const zxingFormatsFor = (types: readonly string[] | undefined): readonly string[] =>
  types ? SCAN_SYMBOLOGIES.filter((s) => types.includes(s.key)).flatMap((s) => s.zxing.slice(0, 1)) : ZXING_FORMATS;

/** Reader options: every format we report, plain text (raw GS1 with ASCII 29), all the tries. */
function readerOptions({ bindings }: Loaded, options: EngineOptions) {
  return {
    ...bindings.defaultReaderOptions,
    tryHarder: true,
    formats: bindings.encodeFormats([...zxingFormatsFor(options.types)] as Parameters<
      ZxingBindings["encodeFormats"]
    >[0]),
    binarizer: bindings.BINARIZERS.indexOf(options.binarizer ?? "LocalAverage"),
    eanAddOnSymbol: bindings.EAN_ADD_ON_SYMBOLS.indexOf(options.requireAddOn ? "Require" : "Ignore"),
    textMode: bindings.TEXT_MODES.indexOf("Plain"),
    characterSet: bindings.CHARACTER_SETS.indexOf("Unknown"),
    tryCode39ExtendedMode: true,
    ...(options.lean ? { tryDownscale: false, tryInvert: false } : {}),
  };
}

/** Raw result of `readBarcodesFromPixmap`, for the fields we read. */
interface RawResult {
  readonly format: string;
  readonly text: string;
  readonly bytes: Uint8Array;
  readonly contentType: number;
  readonly position: { topLeft: Point; topRight: Point; bottomRight: Point; bottomLeft: Point };
  readonly rotation: number;
  readonly lineCount: number;
  readonly extra: string;
  /** ISO/IEC 15424 symbology identifier: "]C1" is GS1-128, "]d2" GS1 DataMatrix. */
  readonly symbologyIdentifier: string;
}

function toDetection(raw: RawResult, contentTypes: readonly string[]): Detection | undefined {
  const symbology = symbologyOf(raw.format);
  if (!symbology) return undefined;
  const extra = parseExtra(raw.extra);
  const { topLeft, topRight, bottomRight, bottomLeft } = raw.position;
  const corners: Corners = [topLeft, topRight, bottomRight, bottomLeft];
  // Binary payloads, and text in a character set zxing-cpp does not know (an unknown ECI), are bytes.
  const binary = ["Binary", "UnknownECI"].includes(contentTypes[raw.contentType] ?? "");
  const bytes = new Uint8Array(raw.bytes);
  let key = symbology.gs1?.identifier === raw.symbologyIdentifier ? symbology.gs1.key : symbology.key;
  let text = binary ? latin1Of(bytes) : raw.text;
  const addOn = extra.EanAddOn || undefined;
  if (addOn && text.endsWith(addOn)) text = text.slice(0, -addOn.length);
  if (key === "upce" && extra.UPCE) text = extra.UPCE;
  ({ key, digits: text } = retailDigits(key, text));
  const uec = Number(extra.UEC);
  return {
    type: key,
    text,
    bytes,
    binary,
    corners,
    rotation: raw.rotation,
    evidence: symbology.linear
      ? { lines: raw.lineCount }
      : Number.isFinite(uec) && extra.UEC !== undefined
        ? { unusedEc: Math.min(1, Math.max(0, uec)) }
        : {},
    ...(addOn ? { addOn } : {}),
    pass: "zxing",
  };
}

/**
 * zxing-cpp (zxing-wasm): every symbology we report, rotated, mirrored and inverted symbols, many
 * per image. Grey pixels go straight to the WebAssembly heap (no RGBA round trip).
 *
 * @example
 * ```ts
 * const found = await zxingEngine.read({ data, width, height });
 * ```
 */
export const zxingEngine: Engine = {
  name: "zxing",
  async read(image: GreyImage, options: EngineOptions = {}): Promise<Detection[]> {
    const loaded = await load();
    const { module, bindings } = loaded;
    const pointer = module._malloc(image.data.length);
    if (!pointer) throw new Error(`zxing-wasm could not allocate ${image.data.length} bytes`);
    let results: RawResults;
    try {
      module.HEAPU8.set(image.data, pointer);
      results = module.readBarcodesFromPixmap(pointer, image.width, image.height, readerOptions(loaded, options));
    } finally {
      module._free(pointer);
    }
    const detections: Detection[] = [];
    for (let i = 0; i < results.size(); i++) {
      const raw = results.get(i);
      const detection = raw && toDetection(raw, bindings.CONTENT_TYPES);
      if (detection) detections.push(detection);
    }
    results.delete?.();
    return detections;
  },
};
