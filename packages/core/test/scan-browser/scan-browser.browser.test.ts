import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM, HAS_CHROMIUM, launchChromium } from "../../src/testing/chromium.js";
import { CORPUS_DIR } from "../../src/testing/corpus.js";
import { type ScanSample, scanSamples } from "../../src/testing/scan-samples.js";
import { type Bundler, buildScanPage, type PageServer, servePage } from "./scan-page-server.js";

/** Debian's Chromium; the test drives it with playwright-core and skips where it is not installed. */
if (!HAS_CHROMIUM) console.warn(`scan browser test skipped: no ${CHROMIUM} here (apt-get install chromium)`);

const KINDS = [
  "blob",
  "bytes",
  "bitmap",
  "imagedata",
  "canvas",
  "img",
  "videoframe",
  "video",
  "worker-blob",
  "worker-imagedata",
] as const;
const everySample = await scanSamples();

/**
 * Each bundler's page and what it reads: Vite's every sample in every input form, webpack's (whose build
 * takes seconds of the suite's time) the QR code sample from a file on the main thread and in the worker.
 */
const PAGES: readonly { bundler: Bundler; samples: readonly ScanSample[]; kinds: readonly string[] }[] = [
  { bundler: "vite", samples: everySample, kinds: KINDS },
  { bundler: "webpack", samples: everySample.filter((s) => s.w3c === "qr_code"), kinds: ["blob", "worker-blob"] },
];

interface ScanPage {
  scanAs(kind: string, url: string): Promise<{ texts: string[]; format?: string; error?: string }>;
  detectBoth(url: string): Promise<{ ours: Detected[]; theirs: Detected[] }>;
  failureOf(input: unknown, options?: object): Promise<string>;
  supported(): Promise<string[]>;
}
interface Detected {
  keys: string[];
  rawValue: string;
  format: string;
  box: string;
  corners: number;
}

const corpusUrl = (file: string) => `/corpus/${file.split("/").map(encodeURIComponent).join("/")}`;

describe.skipIf(!HAS_CHROMIUM).each(PAGES.map((page) => [page.bundler, page] as const))(
  "@qrbar/core/scan bundled by %s, in Chromium",
  { timeout: 120_000 },
  (_, { bundler, samples, kinds }) => {
    let outDir: string;
    let server: PageServer;
    let browser: Browser;
    let page: Page;
    /** Every URL the page and its worker asked for. */
    const requested: string[] = [];
    /** Runs `fn` in `target` (the suite's page unless given) with the page's `qrbarPage` and `args`. */
    const callOn = <T>(target: Page, fn: (page: ScanPage, ...args: string[]) => Promise<T>, ...args: string[]) =>
      target.evaluate(
        ([source, rest]) => {
          const run = new Function(`return ${source}`)() as (p: unknown, ...a: string[]) => Promise<T>;
          return run((globalThis as unknown as { qrbarPage: unknown }).qrbarPage, ...rest);
        },
        [fn.toString(), args] as const,
      );
    const call = <T>(fn: (page: ScanPage, ...args: string[]) => Promise<T>, ...args: string[]) =>
      callOn(page, fn, ...args);

    beforeAll(async () => {
      outDir = await mkdtemp(join(tmpdir(), "qrbar-scan-page-"));
      await buildScanPage(outDir, bundler);
      server = await servePage(outDir, CORPUS_DIR);
      browser = await launchChromium();
      const context = await browser.newContext();
      context.on("request", (request) => requested.push(request.url()));
      page = await context.newPage();
      page.on("console", (message) => {
        if (message.type() === "error") console.error(`page: ${message.text()}`);
      });
      await page.goto(`${server.base}/index.html`);
      await page.waitForFunction(() => document.title === "ready");
    }, 120_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it("ships a bundle without node: imports, and zxing-wasm's CDN default is never used", async () => {
      const files = await readFile(join(outDir, "index.html"), "utf8").then(async () => {
        const { readdir } = await import("node:fs/promises");
        return (await readdir(join(outDir, "assets"))).filter((f) => f.endsWith(".js"));
      });
      for (const file of files) {
        const code = await readFile(join(outDir, "assets", file), "utf8");
        expect(code, file).not.toMatch(/["'`]node:/);
        // zxing-wasm's glue names jsDelivr as its default wasm location; qrbar always overrides it.
        const cdn = code.match(/https?:\/\/[a-z0-9.-]*(jsdelivr|unpkg|cdnjs|esm\.sh|skypack)[^"'`]*/g) ?? [];
        expect(
          cdn.filter((url) => !url.startsWith("https://fastly.jsdelivr.net/npm/zxing-wasm@")),
          file,
        ).toEqual([]);
      }
    });

    it.each(samples.flatMap((s) => kinds.map((kind) => [s.file, kind, s] as const)))(
      "%s as %s: the corpus's text",
      async (_, kind, sample) => {
        const read = await call((p, k, u) => p.scanAs(k as string, u as string), kind, corpusUrl(sample.file));
        expect(read.error).toBeUndefined();
        expect(read.texts).toEqual([sample.expected]);
        expect(read.format).toBe(["blob", "bytes", "worker-blob"].includes(kind) ? "png" : "pixels");
      },
    );

    it.each(samples.map((s) => [s.w3c, s] as const))(
      "%s: BarcodeDetector has the polyfill's shape, and the same rawValue and format where both read",
      async (_, sample) => {
        const { ours, theirs } = await call((p, u) => p.detectBoth(u as string), corpusUrl(sample.file));
        expect(ours.map(({ rawValue, format }) => ({ rawValue, format }))).toEqual([
          { rawValue: sample.expected, format: sample.w3c },
        ]);
        for (const code of [...ours, ...theirs]) {
          expect(code).toMatchObject({
            keys: ["boundingBox", "cornerPoints", "format", "rawValue"],
            box: "DOMRectReadOnly",
            corners: 4,
          });
        }
        for (const code of theirs) expect(ours).toContainEqual(code);
      },
    );

    it("fails as in Node: the same codes for an empty file, a text file, bad pixels and too many pixels", async () => {
      const failures = await call(async (p) => [
        await p.failureOf(new Blob([])),
        await p.failureOf(new Blob(["just text"])),
        await p.failureOf(new Blob(["not a png"]), { declaredType: "image/png" } as object),
        await p.failureOf({ data: new Uint8ClampedArray(12), width: 2, height: 2 }),
        await p.failureOf(new ImageData(100, 100), { maxPixels: 5000 }),
        await p.failureOf(new ImageData(100, 100), { maxPixels: 5000, worker: true }),
        await p.failureOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])),
      ]);
      expect(failures).toEqual([
        "VALIDATION_ERROR",
        "UNSUPPORTED_MEDIA_TYPE",
        "INVALID_IMAGE",
        "VALIDATION_ERROR",
        "PAYLOAD_TOO_LARGE",
        "PAYLOAD_TOO_LARGE",
        "INVALID_IMAGE",
      ]);
    });

    it.runIf(bundler === "vite")(
      "starts another worker after one failed: the scan waiting on it rejects, the next one reads",
      async () => {
        const context = await browser.newContext();
        try {
          const fresh = await context.newPage();
          let refused = 0;
          await fresh.route(/\/assets\/scan-worker[^/]*\.js$/, (route) =>
            refused++ === 0 ? route.fulfill({ status: 500, body: "" }) : route.continue(),
          );
          await fresh.goto(`${server.base}/index.html`);
          await fresh.waitForFunction(() => document.title === "ready");
          const [sample] = samples;
          const scan = () =>
            callOn(fresh, (p, u) => p.scanAs("worker-blob", u as string), corpusUrl(sample?.file ?? ""));
          expect((await scan()).error).toMatch(/scan worker failed/);
          expect(await scan()).toMatchObject({ texts: [sample?.expected] });
          expect(refused).toBe(2);
        } finally {
          await context.close();
        }
      },
    );

    it("lists the supported formats by their W3C names", async () => {
      const formats = await call((p) => p.supported());
      expect(formats).toEqual(expect.arrayContaining(["qr_code", "ean_13", "micro_qr_code", "data_matrix"]));
    });

    it("fetched nothing but the page, its assets and the corpus from the local server", () => {
      expect(server.requests.some((path) => /^\/assets\/zxing_reader-.*\.wasm$/.test(path))).toBe(true);
      // The worker runs from a file of the bundle's own, not from a blob: or data: URL.
      expect(page.workers().map((worker) => worker.url())).toEqual([
        expect.stringMatching(new RegExp(`^${server.base}/assets/[^/]+\\.js$`)),
      ]);
      const elsewhere = requested.filter((url) => !url.startsWith(`${server.base}/`) && !/^(blob|data):/.test(url));
      expect(elsewhere).toEqual([]);
      expect(requested.length).toBeGreaterThan(samples.length);
    });
  },
);
