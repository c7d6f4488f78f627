import { readFile } from "node:fs/promises";
import { CORPUS_DIR } from "./corpus.js";

/** A corpus image for the scanning tests that run on a few images in every input form. */
export interface ScanSample {
  /** Path in the corpus, e.g. `samples/qrcode-2/#1086.png`. */
  readonly file: string;
  /** The corpus's expected text. */
  readonly expected: string;
  /** The W3C name of its format. */
  readonly w3c: string;
}

/** One image a symbology, each read whole by zxing-cpp and by qrbar in Node. */
const FILES: Readonly<Record<string, string>> = {
  "samples/qrcode-2/#1086.png": "qr_code",
  "samples/microqrcode-1/1.png": "micro_qr_code",
  "samples/datamatrix-1/#378.png": "data_matrix",
  "samples/pdf417-1/01.png": "pdf417",
  "samples/code128-1/1.png": "code_128",
  "samples/code39-1/1.png": "code_39",
  "samples/codabar-1/02.png": "codabar",
  "samples/ean8-1/1.png": "ean_8",
  "samples/rss14-1/1.png": "databar_omni",
};

/**
 * A sample of the shared corpus, one image a symbology, with the expected text from its manifest.
 *
 * @example
 * ```ts
 * for (const { file, expected } of await scanSamples()) await scanImage(await readFile(CORPUS_DIR + file));
 * ```
 */
export async function scanSamples(): Promise<ScanSample[]> {
  const manifest = JSON.parse(await readFile(`${CORPUS_DIR}manifest.json`, "utf8")) as {
    file: string;
    expected?: string;
  }[];
  return Object.entries(FILES).map(([file, w3c]) => {
    const expected = manifest.find((item) => item.file === file)?.expected;
    if (expected === undefined) throw new Error(`${file} is not in the corpus manifest with an expected text`);
    return { file, expected, w3c };
  });
}
