import { fileURLToPath } from "node:url";
import type { BarcodeGenerateRequest } from "@qrbar/contract";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateBarcode } from "./barcode/generate-barcode.js";
import { generateQr } from "./qr/generate-qr.js";
import type { PlainQrRequest } from "./qr/plain-qr-request.js";
import { scanImage } from "./scan/scan-image.js";
import { CHROMIUM, HAS_CHROMIUM, launchChromium } from "./testing/chromium.js";
import { readPngPixels } from "./testing/decode-symbols.js";
import { untypedQrRequest } from "./testing/untyped-request.js";

// Debian's chromium (.ci/run installs it); where it is absent locally these tests are skipped, under CI they fail.
if (!HAS_CHROMIUM && process.env.CI) throw new Error(`${CHROMIUM} is missing; .ci/run should have installed chromium`);
const title = HAS_CHROMIUM
  ? "@qrbar/core/generate in headless Chromium"
  : `@qrbar/core/generate in headless Chromium (skipped: ${CHROMIUM} is not installed; apt-get install chromium)`;

/** The generation entry bundled as a user's bundler would for a page: esbuild, platform browser. */
async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./generate.ts", import.meta.url))],
    bundle: true,
    platform: "browser",
    format: "iife",
    globalName: "qrbar",
    conditions: ["source"],
    minify: true,
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

type Request = { kind: "qr"; request: PlainQrRequest } | { kind: "barcode"; request: BarcodeGenerateRequest };

const CASES: Array<[string, Request]> = [
  ["QR url PNG", { kind: "qr", request: { type: "url", content: { url: "https://example.com/ü?q=1" } } }],
  [
    "QR wifi PNG",
    { kind: "qr", request: { type: "wifi", content: { ssid: "Café 東京", password: "p@ss;word", encryption: "WPA" } } },
  ],
  [
    "QR text PNG 1000 px (deflate level 6)",
    { kind: "qr", request: { type: "text", content: { text: "x".repeat(900) }, customization: { size: 1000 } } },
  ],
  ["EAN-13 PNG", { kind: "barcode", request: { type: "ean13", content: "590123412345" } }],
  ["Code 128 PNG", { kind: "barcode", request: { type: "code128", content: "QRBAR-2024/x" } }],
  ["Data Matrix PNG", { kind: "barcode", request: { type: "datamatrix", content: "browser bundle" } }],
];

const SVG_CASES: Array<[string, Request]> = [
  ["QR SVG", { kind: "qr", request: { type: "text", content: { text: "日本語" }, customization: { format: "SVG" } } }],
  [
    "EAN-13 SVG",
    { kind: "barcode", request: { type: "ean13", content: "590123412345", customization: { format: "SVG" } } },
  ],
];

const inNode = (item: Request) => (item.kind === "qr" ? generateQr(item.request) : generateBarcode(item.request));

describe.skipIf(!HAS_CHROMIUM)(title, () => {
  let browser: Browser;
  let page: Page;
  let size = 0;

  beforeAll(async () => {
    const code = await bundle();
    size = code.length;
    browser = await launchChromium();
    page = await browser.newPage();
    await page.addScriptTag({ content: code });
    // bwip-js, for the Data Matrix: a page loads it on demand, before drawing such a symbology.
    await page.evaluate(() =>
      (globalThis as unknown as { qrbar: { loadBarcodeEngine: () => Promise<void> } }).qrbar.loadBarcodeEngine(),
    );
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** Generates in the page; the bytes come back as an array of numbers, with what the page says they are. */
  const inPage = (item: Request) =>
    page.evaluate(({ kind, request }) => {
      const api = (
        globalThis as unknown as {
          qrbar: Record<string, (r: unknown) => { bytes: Uint8Array; payload: string; mimeType: string }>;
        }
      ).qrbar;
      const image = (kind === "qr" ? api.generateQr : api.generateBarcode)?.(request);
      if (!image) throw new Error("the bundle exports no generator");
      return {
        bytes: Array.from(image.bytes),
        payload: image.payload,
        mimeType: image.mimeType,
        isBuffer: "Buffer" in globalThis,
        className: image.bytes.constructor.name,
      };
    }, item);

  it("bundles without Node built-ins, to a page with no Buffer", async () => {
    expect(size).toBeGreaterThan(100_000);
    const image = await inPage(CASES[0]?.[1] as Request);
    expect(image.isBuffer).toBe(false);
    expect(image.className).toBe("Uint8Array");
  });

  it.each(CASES)(
    "%s: draws what Node draws, and the scanner reads it back",
    async (_name, item) => {
      const drawn = await inPage(item);
      const node = await inNode(item);
      const bytes = Uint8Array.from(drawn.bytes);
      expect(drawn.mimeType).toBe("image/png");
      expect(drawn.payload).toBe(node.payload);
      // Compressed by fflate there and zlib here: the files differ, the pixels must not.
      const pixels = readPngPixels(bytes);
      const expected = readPngPixels(node.bytes);
      expect([pixels.width, pixels.height]).toEqual([expected.width, expected.height]);
      expect(pixels.rgba.equals(expected.rgba)).toBe(true);
      const { results } = await scanImage(bytes);
      expect(results.map((result) => result.data)).toContain(node.payload);
    },
    30_000,
  );

  it.each(SVG_CASES)("%s: the same document as in Node", async (_name, item) => {
    const drawn = await inPage(item);
    expect(drawn.mimeType).toBe("image/svg+xml");
    expect(Buffer.from(drawn.bytes).toString("utf8")).toBe(Buffer.from(inNode(item).bytes).toString("utf8"));
  });

  it("validates and draws in a page whose CSP refuses eval, and never tries it (TypeBox's interpreter)", async () => {
    const item = CASES[1]?.[1] as Request;
    // The page's own scripts under `script-src 'self'`, as a server's strict policy has it.
    const files: Record<string, [string, string]> = {
      "/": [
        "text/html; charset=utf-8",
        '<!doctype html><script src="/bundle.js"></script><script src="/probe.js"></script>',
      ],
      "/bundle.js": ["text/javascript; charset=utf-8", await bundle()],
      "/probe.js": [
        "text/javascript; charset=utf-8",
        `globalThis.violations = [];
        document.addEventListener("securitypolicyviolation", (event) => violations.push(event.sourceFile));
        let evalRefused = false;
        try { new Function("return 1")(); } catch { evalRefused = true; }
        const image = qrbar.generateQr(${JSON.stringify(item.request)});
        let refusal;
        try { qrbar.generateQr({ type: "wifi", content: { ssid: "" } }); } catch (error) { refusal = error.message; }
        globalThis.drawn = { evalRefused, bytes: Array.from(image.bytes), payload: image.payload, refusal };`,
      ],
    };
    const strict = await browser.newPage();
    await strict.route("http://csp.test/**", (route) => {
      const [contentType, body] = files[new URL(route.request().url()).pathname] ?? ["text/plain", ""];
      return route.fulfill({ contentType, body, headers: { "content-security-policy": "script-src 'self'" } });
    });
    const errors: string[] = [];
    strict.on("pageerror", (error) => errors.push(error.message));
    await strict.goto("http://csp.test/");
    expect(errors).toEqual([]);
    // Violations are reported on a later task: the probe's own `new Function` is the one there must be.
    await strict.waitForFunction(() => (globalThis as unknown as { violations: string[] }).violations.length > 0);
    const violations = await strict.evaluate(() => (globalThis as unknown as { violations: string[] }).violations);
    expect(violations).toEqual(["http://csp.test/probe.js"]);
    const drawn = await strict.evaluate(
      () =>
        (
          globalThis as unknown as {
            drawn: { evalRefused: boolean; bytes: number[]; payload: string; refusal?: string };
          }
        ).drawn,
    );
    await strict.close();
    expect(drawn.evalRefused).toBe(true);
    const node = await inNode(item);
    expect(drawn.payload).toBe(node.payload);
    expect(readPngPixels(Uint8Array.from(drawn.bytes)).rgba.equals(readPngPixels(node.bytes).rgba)).toBe(true);
    // The interpreter's sentence is the compiled checker's, here in Node.
    expect(() => generateQr(untypedQrRequest({ type: "wifi", content: { ssid: "" } }))).toThrow(
      drawn.refusal as string,
    );
    expect(drawn.refusal).toContain("content.ssid");
  });

  it("refuses bad input in the page with the same QrbarError", async () => {
    const failure = await page.evaluate(() => {
      const api = (globalThis as unknown as { qrbar: { generateQr(r: unknown): unknown } }).qrbar;
      try {
        api.generateQr({ type: "text", content: { text: "hi" }, customization: { size: 5000 } });
        return undefined;
      } catch (error) {
        const { name, code, message } = error as { name: string; code: string; message: string };
        return { name, code, message };
      }
    });
    expect(failure).toEqual({
      name: "QrbarError",
      code: "VALIDATION_ERROR",
      message: "customization.size must be at most 4096",
    });
  });
});
