import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM, CORPUS_DIR, decodePng, HAS_CHROMIUM, launchChromium } from "@qrbar/core/testing";
import type { FastifyInstance } from "fastify";
import { unzipSync } from "fflate";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPlayground } from "../playground/build.js";
import { buildTestApp } from "../src/testing/index.js";

/** Debian's Chromium; the test drives it with playwright-core and skips where it is not installed. */
const SCREENSHOTS = fileURLToPath(new URL("./screenshots/", import.meta.url));
const AXE_SOURCE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const TABS = ["qr", "barcode", "scan", "batch", "labels"] as const;
const SSID = "Playground Guest";
const TAB_NAMES = { qr: "QR code", barcode: "Barcode", scan: "Scan", batch: "Batch", labels: "Labels" } as const;
/** What shows that a tab is ready: its preview drawn, or its controls built. */
const READY = {
  qr: "#panel-qr .stage img:not([hidden])",
  barcode: "#panel-barcode .stage img:not([hidden])",
  scan: "#panel-scan .dropzone",
  batch: "#batch-input",
  labels: "#panel-labels .stage img:not([hidden])",
} as const;
/** How long a poll waits for the page: generous, as the machine is shared. */
const WAIT = { timeout: 10_000 } as const;
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } } as const;

/** What the camera films, one after the other: a QR code photo and an EAN-13 photo from the corpus. */
const CAMERA_PHOTOS = ["samples/qrcode-1/13.webp", "samples/ean13-1/10.webp"] as const;

/** Each corpus file's expected text, from the corpus manifest. */
async function expectedTexts(files: readonly string[]): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(CORPUS_DIR, "manifest.json"), "utf8")) as {
    file: string;
    expected?: string;
  }[];
  return files.map((file) => {
    const expected = manifest.find((item) => item.file === file)?.expected;
    if (expected === undefined) throw new Error(`${file} has no expected text in the corpus manifest`);
    return expected;
  });
}

/**
 * A Y4M video (what Chromium's fake camera plays, in a loop) of `images` one after another, each for
 * `frames` frames (a second at 10 per second), centred on a white 1280 x 720 frame at its own size
 * (smaller if it would not fit): luma from its grey pixels, neutral chroma.
 */
async function y4mOf(images: readonly Buffer[], frames = 10): Promise<Buffer> {
  const width = 1280;
  const height = 720;
  const chroma = Buffer.alloc((width * height) / 2, 128);
  const shown = await Promise.all(
    images.map(async (image) => {
      const fitted = await sharp(image)
        .resize(width - 80, height - 80, { fit: "inside", withoutEnlargement: true })
        .png()
        .toBuffer({ resolveWithObject: true });
      const placed = { left: (width - fitted.info.width) >> 1, top: (height - fitted.info.height) >> 1 };
      const grey = await sharp({ create: { width, height, channels: 3, background: "white" } })
        .composite([{ input: fitted.data, ...placed }])
        .greyscale()
        .extractChannel(0)
        .raw()
        .toBuffer();
      // Full-range grey to video-range luma (16..235), as C420jpeg players expect.
      const luma = grey.map((v) => 16 + Math.round((v * 219) / 255));
      return Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
    }),
  );
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
    ...shown.flatMap((frame) => Array.from({ length: frames }, () => frame)),
  ]);
}

/** The axe-core violations of serious or critical impact on the page as it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = (await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<unknown> } }).axe;
    return axe.run();
  })) as { passes: unknown[]; violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
  expect(result.passes.length).toBeGreaterThan(10);
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

if (!HAS_CHROMIUM) console.warn(`playground browser test skipped: no ${CHROMIUM} here (apt-get install chromium)`);

describe.skipIf(!HAS_CHROMIUM)("playground in Chromium", { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;
  let workDir: string;
  let wifiPng: Buffer;
  let cameraTexts: string[];

  beforeAll(async () => {
    await buildPlayground();
    app = await buildTestApp();
    base = await app.listen({ host: "127.0.0.1", port: 0 });
    workDir = await mkdtemp(join(tmpdir(), "qrbar-playground-"));
    await mkdir(SCREENSHOTS, { recursive: true });
    // The scan tab's sample: a Wi-Fi code made by the server itself.
    const made = await app.inject({
      method: "POST",
      url: "/api/qr/generate",
      payload: { type: "wifi", content: { ssid: SSID, encryption: "WPA", password: "correct horse" } },
    });
    wifiPng = Buffer.from(made.json().image_base64.split(",")[1], "base64");
    // The camera's video: photos from the corpus.
    const video = join(workDir, "camera.y4m");
    cameraTexts = await expectedTexts(CAMERA_PHOTOS);
    await writeFile(video, await y4mOf(await Promise.all(CAMERA_PHOTOS.map((f) => readFile(join(CORPUS_DIR, f))))));
    browser = await launchChromium([
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    context = await browser.newContext({ viewport: SIZES.desktop, acceptDownloads: true });
    await context.grantPermissions(["camera", "clipboard-read", "clipboard-write"], { origin: base });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  async function openTab(name: (typeof TABS)[number], page?: Page): Promise<Page> {
    const target = page ?? (await context.newPage());
    await target.goto(`${base}/#${name}`);
    await target.locator(`#panel-${name} .controls`).waitFor();
    return target;
  }

  it("draws the first preview, a 300 px code, and marks the moment (timed by pnpm bench playground)", async () => {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    const mark = () => page.evaluate(() => performance.getEntriesByName("qrbar:first-preview")[0]?.startTime ?? null);
    await expect.poll(mark, WAIT).not.toBeNull();
    expect(await page.locator("#panel-qr .stage img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    expect(await page.locator("#panel-qr .payload").textContent()).toBe("https://example.com");
    await page.close();
  });

  /** The API calls `page` makes from now on (method and path), to show which requests typing costs. */
  function apiCalls(page: Page): string[] {
    const calls: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/")) calls.push(`${request.method()} ${pathname}`);
    });
    return calls;
  }

  /**
   * What a decoder reads in the preview on screen in `panel`: the image as the page shows it, copied
   * through a canvas to a PNG (the page's CSP lets no script fetch its `blob:` URL).
   */
  async function previewText(page: Page, panel: "qr" | "barcode"): Promise<string | undefined> {
    const base64 = await page.locator(`#panel-${panel} .stage img`).evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext("2d")?.drawImage(img, 0, 0);
      return canvas.toDataURL("image/png").split(",")[1] ?? "";
    });
    const [symbol] = await decodePng(Buffer.from(base64, "base64"));
    return symbol?.text;
  }

  it.each([
    ["qr", "https://x.example"],
    ["barcode", "QRBAR-7"],
  ] as const)(
    "draws the %s preview in the page as you type: no API request, and the image decodes to what was typed",
    async (tab, typed) => {
      const page = await openTab(tab);
      if (tab === "barcode") await page.getByLabel("Type", { exact: true }).selectOption("code128");
      await page.locator(READY[tab]).waitFor(WAIT);
      // The design form is built from /api/openapi.json: loaded, so every request after this is typing's.
      await page.locator(`#panel-${tab} .design select`).first().waitFor(WAIT);
      const calls = apiCalls(page);
      const field = page.locator(`#panel-${tab} .content input`).first();
      await field.fill("");
      // Slower than the 250 ms pause that draws a preview: each character draws one.
      await field.pressSequentially(typed, { delay: 300 });
      await expect.poll(() => previewText(page, tab), WAIT).toBe(typed);
      expect(calls).toEqual([]);
      await page.close();
    },
  );

  it("previews a styled design from the image URL, which stores nothing, never by POST", async () => {
    const page = await openTab("qr");
    const shape = page.getByLabel("Module shape");
    await shape.waitFor(WAIT);
    const calls = apiCalls(page);
    await shape.selectOption("dots");
    await expect.poll(() => page.locator("#panel-qr .score").textContent(), WAIT).toMatch(/^Scannability: \d+/);
    expect(calls).toEqual(["GET /api/qr/image"]);
    expect(await previewText(page, "qr")).toBe("https://example.com");
    expect(await page.locator("#panel-qr .meta").textContent()).toBe("300x300 PNG");
    await page.close();
  });

  it("makes a Wi-Fi code from the form, copies its image URL, downloads the PNG, and Scan reads the SSID from it dropped and pasted", async () => {
    const page = await openTab("qr");
    await page.getByLabel("Type", { exact: true }).selectOption("wifi");
    await page.getByLabel("SSID").fill(SSID);
    await page.getByLabel("Password").fill("correct horse");
    await expect.poll(() => page.locator("#panel-qr .payload").textContent(), WAIT).toContain(`S:${SSID};`);
    await page.getByRole("button", { name: "Copy image URL" }).click();
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.pathname).toBe("/api/qr/image");
    expect(Object.fromEntries(copied.searchParams)).toEqual({
      type: "wifi",
      ssid: SSID,
      encryption: "WPA",
      password: "correct horse",
    });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PNG" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^qr_\d+\.png$/);
    const png = await readFile(await download.path());
    expect(png.subarray(1, 4).toString()).toBe("PNG");

    await page.getByRole("tab", { name: "Scan" }).click();
    const calls = apiCalls(page);
    await page.evaluate((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], "wifi.png", { type: "image/png" }));
      const zone = document.querySelector(".dropzone") as HTMLElement;
      for (const type of ["dragover", "drop"]) {
        zone.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }
    }, png.toString("base64"));
    const result = page.locator(".results li").first();
    await expect.poll(() => result.textContent(), WAIT).toContain("wifi");
    await expect.poll(() => result.locator("dt:text-is('ssid') + dd").textContent(), WAIT).toBe(SSID);
    expect(await page.locator(".boxes .box").count()).toBe(1);
    const status = page.locator("#panel-scan [role=status]");
    expect(await status.textContent()).toMatch(/^Found 1 code, read in this browser in \d+ ms\.$/);

    // Pasted (Ctrl+V of a copied image) rather than dropped: the same reading.
    await page.locator(".results").evaluate((list) => list.replaceChildren());
    await page.evaluate((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], "pasted.png", { type: "image/png" }));
      document.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true }));
    }, png.toString("base64"));
    await expect.poll(() => result.locator("dt:text-is('ssid') + dd").textContent(), WAIT).toBe(SSID);
    // Read in the page both times: nothing was uploaded.
    expect(calls).toEqual([]);

    // One click sends the same file to the server instead.
    await page.locator(".results").evaluate((list) => list.replaceChildren());
    await page.getByRole("button", { name: "Upload to the server instead" }).click();
    await expect.poll(() => status.textContent(), WAIT).toMatch(/^Found 1 code, read by the server in \d+ ms\.$/);
    expect(await result.locator("dt:text-is('ssid') + dd").textContent()).toBe(SSID);
    expect(calls).toEqual(["POST /api/scan"]);
    await page.close();
  });

  it("works from the keyboard: skip link first, arrow keys between tabs, Tab into the panel", async () => {
    const page = await openTab("qr");
    const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.className);
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("skip");
    await page.getByRole("tab", { name: "QR code" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("tab-barcode");
    expect(await page.locator("#panel-barcode").isVisible()).toBe(true);
    await page.keyboard.press("End");
    expect(await focused()).toBe("tab-labels");
    await page.keyboard.press("Home");
    expect(await focused()).toBe("tab-qr");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("qr-type");
    await page.close();
  });

  it("places a list item's error at its own field, renumbered after a removal", async () => {
    const page = await openTab("qr");
    await page.getByLabel("Type", { exact: true }).selectOption("vcard");
    await page.getByRole("button", { name: "Add phone" }).click();
    const second = page.locator("#panel-qr fieldset.list").first().locator(".item").nth(1);
    await second.getByLabel("Number").fill("not a phone");
    const error = second.locator(".error:not([hidden])");
    await expect.poll(() => error.textContent(), WAIT).toContain("must be a phone number");
    await page.getByRole("button", { name: "Remove phone 1" }).click();
    const first = page.locator("#panel-qr fieldset.list").first().locator(".item").first();
    expect(await first.getByLabel("Number").inputValue()).toBe("not a phone");
    await expect
      .poll(() => first.locator(".error:not([hidden])").textContent(), WAIT)
      .toContain("must be a phone number");
    await page.close();
  });

  it("shows the service's check-digit message at the barcode content field", async () => {
    const page = await openTab("barcode");
    const field = page.getByLabel("Content");
    await field.fill("4006381333932");
    const error = page.locator("#panel-barcode .error:not([hidden])");
    await expect.poll(() => error.textContent(), WAIT).toContain("check digit of 400638133393 is 1");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#panel-barcode .note.bad").textContent()).toBe("Check digit should be 1, not 2");
    await field.fill("400638133393");
    await expect
      .poll(() => page.locator("#panel-barcode .note").textContent(), WAIT)
      .toBe("Check digit 1 will be added: 4006381333931");
    await expect.poll(() => field.getAttribute("aria-invalid"), WAIT).toBe(null);
    await page.close();
  });

  it("reads the codes of corpus photos in the camera's video in the page, and uploads a frame when asked", async () => {
    const page = await openTab("scan");
    const calls = apiCalls(page);
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    const fetched: string[] = [];
    const recordFetch = (request: Request) => fetched.push(request.url());
    context.on("request", recordFetch);
    await page.getByRole("button", { name: "Use the camera" }).click();
    const status = page.locator("#panel-scan [role=status]");
    // The video shows one photo after the other: each one's code is read in its turn.
    const seen = new Set<string>();
    const read = async () => {
      for (const text of await page.locator(".results li .data").allTextContents()) seen.add(text);
      return [...seen].sort();
    };
    await expect.poll(read, { timeout: 20_000 }).toEqual([...cameraTexts].sort());
    expect(await status.textContent()).toMatch(/, read in this browser in \d+ ms\.$/);
    expect(calls).toEqual([]);
    // Decoded in one module Worker, with the wasm served beside the scanner: nothing from another host.
    expect(workers).toEqual([`${base}/playground/scan-worker.js`]);
    context.off("request", recordFetch);
    expect(fetched).toContain(`${base}/playground/zxing_reader.wasm`);
    expect(fetched.filter((url) => !url.startsWith(`${base}/`) && !/^(blob|data):/.test(url))).toEqual([]);

    // The frame on screen is kept (the camera stops) and sent: the server reads the code in it.
    await page.getByRole("button", { name: "Upload to the server instead" }).click();
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/read by the server in \d+ ms\.$/);
    expect(cameraTexts).toContain(await page.locator(".results li .data").textContent());
    expect(calls).toEqual(["POST /api/scan"]);
    expect(await page.getByRole("button", { name: "Use the camera" }).isVisible()).toBe(true);
    await page.close();
  });

  it("generates a pasted CSV batch, a bad row shown against its line, and zips the images", async () => {
    const page = await openTab("batch");
    await page
      .getByLabel("CSV or JSON lines")
      .fill("type,url,size\nurl,https://example.com,200\nurl,not a url,\nurl,https://example.org,");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect.poll(() => page.locator("#panel-batch [role=status]").textContent(), WAIT).toBe("2 made, 1 failed.");
    expect(await page.locator(".rows tr.bad td").first().textContent()).toBe("3");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download ZIP" }).click(),
    ]);
    const files = unzipSync(await readFile(await download.path()));
    expect(Object.keys(files).sort()).toEqual(["line-0002-url.png", "line-0004-url.png"]);
    await page.close();
  });

  it("previews a label, shows a refused field at the field, and downloads it as PDF", async () => {
    const page = await openTab("labels");
    await expect
      .poll(() => page.locator("#panel-labels .stage img").evaluate((img: HTMLImageElement) => img.naturalWidth), WAIT)
      .toBe(812);
    const country = page.locator("#panel-labels fieldset", { hasText: "Recipient" }).getByLabel("Country");
    await country.fill("Japan");
    await expect
      .poll(() => page.locator("#panel-labels .error:not([hidden])").first().textContent(), WAIT)
      .toBe("must be an ISO 3166-1 alpha-2 country code such as DE or JP");
    expect(await country.getAttribute("aria-invalid")).toBe("true");
    await country.fill("JP");
    await expect.poll(() => country.getAttribute("aria-invalid"), WAIT).toBe(null);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe("%PDF-");
    await page.close();
  });

  /** Opens each tab in turn on one page (as a person clicks through them) and calls `visit` once it is ready. */
  async function everyTab(page: Page, visit: (tab: (typeof TABS)[number]) => Promise<void>): Promise<void> {
    await page.goto(`${base}/`);
    for (const tab of TABS) {
      await page.getByRole("tab", { name: TAB_NAMES[tab] }).click();
      await page.locator(READY[tab]).first().waitFor({ timeout: WAIT.timeout });
      if (tab === "scan" && (await page.locator(".results li").count()) === 0) {
        await page.setInputFiles("#scan-file", { name: "wifi.png", mimeType: "image/png", buffer: wifiPng });
        await page.locator(".results li").first().waitFor({ timeout: WAIT.timeout });
      }
      await visit(tab);
    }
  }

  it("has no serious or critical axe-core violation on any tab, light or dark", async () => {
    const page = await context.newPage();
    // An init script rather than a <script> tag: the page's CSP (rightly) refuses inline scripts.
    await page.addInitScript({ path: AXE_SOURCE });
    const found: Record<string, string[]> = {};
    await everyTab(page, async (tab) => {
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        found[`${tab} ${colorScheme}`] = await seriousViolations(page);
      }
    });
    expect(found).toEqual(
      Object.fromEntries(
        TABS.flatMap((t) => [
          [`${t} light`, []],
          [`${t} dark`, []],
        ]),
      ),
    );
    await page.close();
  });

  it.each(Object.entries(SIZES))(
    "fits every tab at %s size, screenshots saved (light and dark)",
    async (name, viewport) => {
      const page = await browser.newPage({ viewport });
      await everyTab(page, async (tab) => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          const file = `${tab}-${name}${colorScheme === "dark" ? "-dark" : ""}.png`;
          await page.screenshot({ path: join(SCREENSHOTS, file), fullPage: name === "phone" });
        }
      });
      await page.close();
    },
  );
});
