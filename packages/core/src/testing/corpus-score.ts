import { readFile } from "node:fs/promises";
import type { ScanResult } from "@qrbar/contract";
import { CORPUS_DIR } from "./corpus.js";

/** One image of the shared corpus with what it must read as (`manifest.json`, `extras.json`). */
export interface CorpusItem {
  readonly file: string;
  /** The corpus's format name: `qr_code`, `ean13`, `upca`, `itf`... */
  readonly format: string;
  readonly folder: string;
  readonly expected?: string;
  readonly expectedBytesHex?: string;
  readonly readerHints?: { readonly eanAddOnSymbol?: string };
}

/** zxing-cpp's own pass figures for one suite folder (`ceilings.json`). */
export interface FolderCeiling {
  /** Images in zxing-cpp's suite folder. */
  readonly total: number;
  /** Of them, images in the corpus. */
  readonly inCorpus: number;
  /**
   * Images zxing-cpp must read unrotated with tryHarder, tryRotate and tryInvert on; absent for a
   * folder its test runner does not list (no stated expectation).
   */
  readonly slowPassAt0?: number;
}

/** The shared corpus: images with text, with bytes, without any code, and zxing-cpp's ceilings. */
export interface Corpus {
  readonly items: readonly CorpusItem[];
  readonly binaryItems: readonly CorpusItem[];
  readonly negatives: readonly { readonly file: string }[];
  readonly ceilings: Readonly<Record<string, FolderCeiling>>;
}

/**
 * Reads the corpus's manifests from {@link CORPUS_DIR}.
 *
 * @example
 * ```ts
 * const { items, negatives } = await readCorpus();
 * ```
 */
export async function readCorpus(): Promise<Corpus> {
  const json = async (name: string) => JSON.parse(await readFile(`${CORPUS_DIR}${name}`, "utf8"));
  const extras = await json("extras.json");
  return {
    items: await json("manifest.json"),
    binaryItems: extras.binaryExpected,
    negatives: extras.negatives,
    ceilings: (await json("ceilings.json")).folders,
  };
}

/**
 * Corpus images zxing-cpp's suite reads (with only their symbology requested) that the scanner
 * refuses by a rule of its own, with the rule: they count as missed, not against a folder's floor.
 */
export const REFUSED_BY_RULE: Readonly<Record<string, string>> = {
  "samples/itf-1/#853.png": "a 4-digit ITF with about 1 module of quiet zone (isPlausibleItf: 6 digits, 6 modules)",
};

/**
 * The number of a folder's corpus images zxing-cpp's "slow" reader (tryHarder, tryRotate, tryInvert)
 * is known to read: its suite expectation `slowPassAt0` less the suite images left out of the corpus
 * (`total - inCorpus`), as if every one of those were read, and never below 0. Where the corpus holds
 * the whole folder this is `slowPassAt0` itself; for the two DataBar Expanded folders capped at 50
 * images, whose every image zxing-cpp reads, it is 50. Images the scanner refuses by a rule of its own
 * ({@link REFUSED_BY_RULE}) lower it by one each. `undefined` for a folder the runner does not list.
 *
 * @example
 * ```ts
 * folderFloor("rssexpanded-1", { total: 118, inCorpus: 50, slowPassAt0: 118 }); // 50
 * ```
 */
export function folderFloor(folder: string, ceiling: FolderCeiling): number | undefined {
  if (ceiling.slowPassAt0 === undefined) return undefined;
  const refused = Object.keys(REFUSED_BY_RULE).filter((file) => file.startsWith(`samples/${folder}/`)).length;
  return Math.max(0, ceiling.slowPassAt0 - (ceiling.total - ceiling.inCorpus) - refused);
}

/** Corpus format names to our result types (an EAN-13 starting with 0 is a UPC-A, the same bars). */
const TYPE_FAMILY: Record<string, readonly string[]> = {
  qr_code: ["qr_code"],
  micro_qr: ["microqr"],
  rmqr: ["rmqr"],
  data_matrix: ["datamatrix", "gs1_datamatrix"],
  aztec: ["aztec"],
  pdf417: ["pdf417"],
  micro_pdf417: ["micropdf417"],
  maxicode: ["maxicode"],
  code128: ["code128", "gs1_128"],
  code39: ["code39"],
  code93: ["code93"],
  codabar: ["codabar"],
  itf: ["interleaved2of5"],
  ean13: ["ean13", "upca"],
  ean8: ["ean8"],
  upca: ["upca", "ean13"],
  upce: ["upce"],
  databar: ["databar_omni"],
  databar_expanded: ["databar_expanded"],
  databar_limited: ["databar_limited"],
  telepen: ["telepen"],
  dx_film_edge: ["dxfilmedge"],
};

/**
 * Corpus entries whose expected text is not what the image shows (checked by eye: the printed digits
 * and both engines agree on another number). A reading of what is printed is not counted as a misread.
 */
const LABEL_ERRORS: Record<string, string> = {
  "samples/ean13-2/23.webp": "9784872348880",
  "samples/ean13-2/28.webp": "9784872348880",
};

/** UPC-E (8 digits) expanded to UPC-A (12), GS1 General Specifications 5.2.2.4.2. */
function expandUpce(upce: string): string {
  const [ns, d1, d2, d3, d4, d5, d6, check] = [...upce];
  const body =
    d6 === "0" || d6 === "1" || d6 === "2"
      ? `${d1}${d2}${d6}0000${d3}${d4}${d5}`
      : d6 === "3"
        ? `${d1}${d2}${d3}00000${d4}${d5}`
        : d6 === "4"
          ? `${d1}${d2}${d3}${d4}00000${d5}`
          : `${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  return `${ns}${body}${check}`;
}

/** One decoder's reading in the corpus's notation: its type, text forms and bytes as hex. */
export interface CorpusReading {
  readonly type: string;
  /** The main symbol's text; then, with an add-on, the text followed by the add-on. */
  readonly values: readonly string[];
  readonly hex: string;
}

/**
 * Our result in the corpus's notation: UPC-A and UPC-E as 13-digit EAN, the add-on appended.
 *
 * @example
 * ```ts
 * corpusReading(upcaResult).values; // ["0036602301467"]
 * ```
 */
export function corpusReading(result: ScanResult): CorpusReading {
  const main =
    result.type === "upca" ? `0${result.data}` : result.type === "upce" ? `0${expandUpce(result.data)}` : result.data;
  const hex = result.data_base64
    ? Buffer.from(result.data_base64, "base64").toString("hex")
    : Buffer.from(result.data).toString("hex");
  return { type: result.type, values: result.add_on ? [main, main + result.add_on] : [main], hex };
}

/** How an image was read: its expected content found, something else of its family found, or neither. */
export type CorpusVerdict = "read" | "misread" | "missed";

/**
 * Judges the readings of one image: `read` when one matches (bytes, or text with the add-on where the
 * suite requires it), `misread` when a reading of the same family says something else, else `missed`.
 *
 * @example
 * ```ts
 * judgeReadings(item, results.map(corpusReading)); // "read"
 * ```
 */
export function judgeReadings(item: CorpusItem, readings: readonly CorpusReading[]): CorpusVerdict {
  const needsAddOn = item.readerHints?.eanAddOnSymbol === "Require";
  const matches = (r: CorpusReading) =>
    item.expectedBytesHex !== undefined
      ? r.hex === item.expectedBytesHex
      : needsAddOn
        ? r.values.includes(item.expected as string)
        : r.values[0] === item.expected;
  if (readings.some(matches)) return "read";
  const family = TYPE_FAMILY[item.format] ?? [];
  const label = LABEL_ERRORS[item.file];
  // With an add-on expected, a right main symbol whose add-on was not read is missed, not misread.
  const rightMain = (r: CorpusReading) => needsAddOn && item.expected?.startsWith(r.values[0] as string);
  const wrong = readings.some((r) => family.includes(r.type) && !rightMain(r) && !(label && r.values.includes(label)));
  return wrong ? "misread" : "missed";
}
