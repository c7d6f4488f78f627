import { monitorEventLoopDelay } from "node:perf_hooks";
import { generateQr } from "@qrbar/core";
import { createScanPool } from "@qrbar/core/service";
import { phonePhoto } from "@qrbar/core/testing";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installErrorHandling } from "../errors/error-handler.js";
import { buildTestApp, type FormPart, multipartBody } from "../testing/index.js";
import { scanRoutes } from "./scan.js";
import { createScanService } from "./scan-service.js";

const qrPng = generateQr({ type: "url", content: { url: "https://example.com/scan" } }).bytes;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function scan(parts: readonly FormPart[]) {
  const { payload, headers } = await multipartBody(parts);
  return app.inject({ method: "POST", url: "/api/scan", payload, headers });
}

describe("POST /api/scan", () => {
  it("answers every field of the service spec's section 2.8 for a QR code, with position, corners and rotation", async () => {
    const res = await scan([{ name: "image", value: qrPng, filename: "qr.png", type: "image/png" }]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["api_docs", "image", "results", "scanned_at", "success"]);
    expect(body.success).toBe(true);
    expect(body.scanned_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(body.api_docs).toBe("http://localhost:80/api/docs");
    expect(body.image).toEqual({ format: "png", width: 300, height: 300 });
    // "https://example.com/scan" is a version 2 code (25 modules) at level M: 9 px modules, centred at 37.
    expect(body.results).toEqual([
      {
        type: "qr_code",
        data: "https://example.com/scan",
        format: "url",
        parsed: { url: "https://example.com/scan" },
        confidence: 1,
        position: { x: 37, y: 37, width: 225, height: 225 },
        corners: [
          { x: 37, y: 37 },
          { x: 262, y: 37 },
          { x: 262, y: 262 },
          { x: 37, y: 262 },
        ],
        rotation: 0,
      },
    ]);
  });

  it("reads a JPEG photo rotated by EXIF and reports positions in the upright image", async () => {
    // Stored turned 90 degrees anticlockwise with orientation 6 ("rotate 90 clockwise to view").
    const stored = await sharp(qrPng).rotate(-90).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
    const res = await scan([{ name: "image", value: stored, filename: "photo.jpg", type: "image/jpeg" }]);
    const body = res.json();
    expect(body.image).toEqual({ format: "jpeg", width: 300, height: 300 });
    expect(body.results[0]).toMatchObject({ data: "https://example.com/scan", rotation: 0 });
    expect(Math.abs(body.results[0].position.x - 37)).toBeLessThanOrEqual(1);
  });

  it("answers 200 with no results for an image without a code", async () => {
    const blank = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const res = await scan([{ name: "image", value: blank, filename: "blank.png", type: "image/png" }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, results: [] });
  });

  it("ignores the declared type and file name when the signature says image", async () => {
    const res = await scan([{ name: "image", value: qrPng, filename: "notes.txt", type: "text/plain" }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0].data).toBe("https://example.com/scan");
  });

  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(32)]);
  const tinyPngHeader = qrPng.subarray(0, 40);

  it.each([
    ["no image part, only a field", [{ name: "note", value: "hello" }], 400, "VALIDATION_ERROR", /^image is required/],
    [
      "a file part under another name",
      [{ name: "file", value: qrPng, filename: "qr.png", type: "image/png" }],
      400,
      "VALIDATION_ERROR",
      /got a file part named 'file'/,
    ],
    [
      "two files",
      [
        { name: "image", value: qrPng, filename: "a.png", type: "image/png" },
        { name: "image", value: qrPng, filename: "b.png", type: "image/png" },
      ],
      400,
      "VALIDATION_ERROR",
      /only file part/,
    ],
    [
      "an empty file",
      [{ name: "image", value: new Uint8Array(0), filename: "a.png", type: "image/png" }],
      400,
      "VALIDATION_ERROR",
      /^image is empty/,
    ],
    [
      "text declared as text",
      [{ name: "image", value: "just some words", filename: "a.txt", type: "text/plain" }],
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      /^image is not a PNG, JPEG, GIF, BMP or WebP file/,
    ],
    [
      "text declared as an image",
      [{ name: "image", value: "just some words", filename: "a.png", type: "image/png" }],
      400,
      "INVALID_IMAGE",
      /^image is declared as image\/png but/,
    ],
    [
      "a PNG cut short",
      [{ name: "image", value: tinyPngHeader, filename: "a.png", type: "image/png" }],
      400,
      "INVALID_IMAGE",
      /^image is not a readable PNG file/,
    ],
    [
      "a HEIC photo",
      [{ name: "image", value: heic, filename: "IMG_0001.HEIC", type: "image/heic" }],
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      /^image is a HEIC\/HEIF file; send PNG, JPEG, GIF, BMP or WebP/,
    ],
  ] as const)("%s is refused", async (_case, parts, status, code, message) => {
    const res = await scan(parts as readonly FormPart[]);
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code });
    expect(body.error).toMatch(message);
  });

  it.each([
    ["a JSON body", { "content-type": "application/json" }, JSON.stringify({ image: "x" })],
    ["a raw PNG body", { "content-type": "image/png" }, qrPng],
    ["a form-encoded body", { "content-type": "application/x-www-form-urlencoded" }, "image=x"],
  ])("%s → 415 UNSUPPORTED_MEDIA_TYPE naming multipart", async (_case, headers, payload) => {
    const res = await app.inject({ method: "POST", url: "/api/scan", headers, payload });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: "UNSUPPORTED_MEDIA_TYPE" });
    expect(res.json().error).toContain("multipart/form-data with one file part named image");
  });

  it("refuses a file over 16 MiB with 413, reading no further than the limit", async () => {
    const big = Buffer.alloc(16 * 1024 * 1024 + 1, 0);
    qrPng.copy(big);
    const res = await scan([{ name: "image", value: big, filename: "big.png", type: "image/png" }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
    expect(res.json().error).toBe("image is larger than the 16 MiB (16777216 bytes) limit");
  });

  it("refuses at once a body whose declared length is far over the limit", async () => {
    const { payload, headers } = await multipartBody([{ name: "image", value: qrPng, filename: "a.png" }]);
    const res = await app.inject({
      method: "POST",
      url: "/api/scan",
      payload,
      headers: { ...headers, "content-length": String(40 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
  });

  it("accepts a file of exactly 16 MiB (a PNG padded after its end)", async () => {
    const exact = Buffer.alloc(16 * 1024 * 1024, 0);
    qrPng.copy(exact);
    const res = await scan([{ name: "image", value: exact, filename: "exact.png", type: "image/png" }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]?.data).toBe("https://example.com/scan");
  });

  it("is still up after every bad upload", async () => {
    expect((await app.inject({ method: "GET", url: "/api/qr/types" })).statusCode).toBe(200);
  });
});

describe("the scan pool behind POST /api/scan", () => {
  let small: FastifyInstance;
  // One client may fill the pool here: the queue's bound is what these tests see.
  const scanner = createScanService(createScanPool({ threads: 1, maxQueue: 1, maxPerClient: 2 }));
  beforeAll(async () => {
    small = Fastify({ logger: false });
    installErrorHandling(small);
    await small.register(scanRoutes, {
      store: undefined as never,
      generator: undefined as never,
      labels: undefined as never,
      scanner,
      publicBaseUrl: undefined,
    });
    small.get("/ping", async () => ({ ok: true }));
  });
  afterAll(async () => {
    await small.close();
    await scanner.close();
  });

  /** A 12 MP photo-like JPEG with a QR code on it or without. */
  const photo = (withCode = true) =>
    withCode ? phonePhoto(qrPng, { width: 1000, left: 1500, top: 1000 }) : phonePhoto();

  it("answers 503 OVERLOADED with Retry-After when the queue is full, and serves the rest", async () => {
    const image = await photo();
    const { payload, headers } = await multipartBody([{ name: "image", value: image, filename: "p.jpg" }]);
    const responses = await Promise.all(
      [1, 2, 3, 4].map(() => small.inject({ method: "POST", url: "/api/scan", payload, headers })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    // One thread, one waiting: two scans run, two are refused at once.
    expect(statuses).toEqual([200, 200, 503, 503]);
    const refused = responses.find((r) => r.statusCode === 503);
    expect(refused?.headers["retry-after"]).toBe("2");
    expect(refused?.json()).toMatchObject({ success: false, code: "OVERLOADED" });
  });

  it("keeps the event loop free while a large photo is scanned", async () => {
    // A 12 MP photo with no code: the longest scan (every tier), seconds of WebAssembly.
    const { payload, headers } = await multipartBody([{ name: "image", value: await photo(false), filename: "p.jpg" }]);
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    let done = false;
    const scanned = small.inject({ method: "POST", url: "/api/scan", payload, headers }).finally(() => {
      done = true;
    });
    const pings: number[] = [];
    while (!done) {
      const t0 = performance.now();
      await small.inject({ method: "GET", url: "/ping" });
      pings.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await scanned).json().results).toEqual([]);
    const scanMs = performance.now() - started;
    delay.disable();
    // Scanning on this thread would hold a ping for about the whole scan; in the pool no ping waits
    // for it. Relative to the scan's own length, so that a slow shared machine does not flake it.
    expect(Math.max(...pings)).toBeLessThan(scanMs / 3);
    expect(pings.length).toBeGreaterThan(10);
    console.log(
      `a ${scanMs.toFixed(0)} ms scan in the pool: event-loop max delay ${(delay.max / 1e6).toFixed(1)} ms, slowest of ${pings.length} pings ${Math.max(...pings).toFixed(1)} ms`,
    );
  });
});
