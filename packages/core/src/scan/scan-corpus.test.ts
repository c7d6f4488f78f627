import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { CORPUS_DIR } from "../testing/corpus.js";
import {
  type Corpus,
  type CorpusVerdict,
  corpusReading,
  folderFloor,
  judgeReadings,
  readCorpus,
} from "../testing/corpus-score.js";
import { scanImage } from "./scan-image.js";

/** The share of `manifest.json` the scanner must read. */
const MIN_RATE = 0.96;

// The whole corpus, scanned once (about 15 s): every image of the manifest and the binary ones.
describe.skipIf(!existsSync(`${CORPUS_DIR}manifest.json`))("scanImage on the whole shared corpus", () => {
  let corpus: Corpus;
  const verdicts = new Map<string, { folder: string; verdict: CorpusVerdict; read: string[] }>();

  beforeAll(async () => {
    corpus = await readCorpus();
    for (const item of [...corpus.items, ...corpus.binaryItems]) {
      const { results } = await scanImage(await readFile(CORPUS_DIR + item.file));
      const verdict = judgeReadings(item, results.map(corpusReading));
      verdicts.set(item.file, { folder: item.folder, verdict, read: results.map((r) => `${r.type} ${r.data}`) });
    }
  }, 300_000);

  it(`reads at least ${MIN_RATE * 100} % of the manifest's images`, () => {
    const read = corpus.items.filter((item) => verdicts.get(item.file)?.verdict === "read").length;
    expect(read / corpus.items.length).toBeGreaterThanOrEqual(MIN_RATE);
  });

  it("misreads none", () => {
    const misread = [...verdicts].filter(([, v]) => v.verdict === "misread").map(([file, v]) => `${file}: ${v.read}`);
    expect(misread).toEqual([]);
  });

  it("reads each folder at least as well as zxing-cpp's slow reader (folderFloor)", () => {
    const below: string[] = [];
    for (const [folder, ceiling] of Object.entries(corpus.ceilings)) {
      const floor = folderFloor(folder, ceiling);
      if (floor === undefined) continue;
      const read = [...verdicts.values()].filter((v) => v.folder === folder && v.verdict === "read").length;
      if (read < floor) below.push(`${folder}: ${read} < ${floor}`);
    }
    expect(below).toEqual([]);
  });

  it("finds nothing in the images without a code", async () => {
    const found: string[] = [];
    for (const { file } of corpus.negatives) {
      const { results } = await scanImage(await readFile(CORPUS_DIR + file));
      if (results.length) found.push(`${file}: ${results.map((r) => `${r.type} ${r.data}`)}`);
    }
    expect(found).toEqual([]);
  }, 60_000);
});
