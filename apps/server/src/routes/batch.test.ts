import { generateQr } from "@qrbar/core";
import { createGenerationPool, type GenerationPool } from "@qrbar/core/service";
import { decodePng } from "@qrbar/core/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dataUriBytes } from "../testing/index.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const batch = (payload: unknown) => app.inject({ method: "POST", url: "/api/batch/qr", payload: payload as object });

describe("POST /api/batch/qr", () => {
  it("generates good items, fails bad ones in place, and every success is downloadable", async () => {
    const items = [
      { type: "text", content: { text: "first" } },
      { type: "wifii", content: {} },
      { type: "url", content: { url: "https://example.com/2" }, customization: { size: 200 } },
      { type: "text", content: { text: "x" }, customization: { size: 1 } },
      "not an object",
      { type: "email", content: { email: "a@example.com" }, customization: { format: "SVG" } },
    ];
    const res = await batch({ items });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total_items: 6, successful: 3, failed: 3 });
    expect(body.batch_id).toMatch(/^batch_\d{8}_\d{6}$/);
    expect(body.generated_at).toMatch(/Z$/);
    expect(body.api_docs).toMatch(/^http:\/\/.+\/api\/docs$/);
    expect(body.results.map((r: { index: number }) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(body.results[1]).toMatchObject({ index: 1, success: false, type: "wifii", code: "UNKNOWN_TYPE" });
    expect(body.results[3]).toMatchObject({ index: 3, success: false, type: "text", code: "VALIDATION_ERROR" });
    expect(body.results[3].details[0].field).toBe("customization.size");
    expect(body.results[4]).toMatchObject({ index: 4, success: false, type: null, code: "VALIDATION_ERROR" });
    expect(body.results[2]).toMatchObject({ success: true, type: "url", size: "200x200", format: "PNG" });
    for (const result of body.results.filter((r: { success: boolean }) => r.success)) {
      expect(Object.keys(result)).toEqual(
        expect.arrayContaining(["index", "success", "qr_id", "type", "image_base64", "download_url"]),
      );
      const download = await app.inject({ method: "GET", url: result.download_url });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(dataUriBytes(result.image_base64))).toBe(true);
    }
    const [decoded] = await decodePng(dataUriBytes(body.results[0].image_base64));
    expect(decoded?.text).toBe("first");
  });

  it("makes heavy items (over 1 MP) in the generation pool: the same bytes, the same errors, in place", async () => {
    const pool = createGenerationPool();
    const pooled: unknown[] = [];
    const watched: GenerationPool = {
      generate: ((kind: "qr", request: unknown) => {
        pooled.push(request);
        return pool.generate(kind, request);
      }) as GenerationPool["generate"],
      close: () => pool.close(),
    };
    const withPool = await buildTestApp({}, { generator: watched });
    try {
      const heavy = { type: "url", content: { url: "https://example.com/poster" }, customization: { size: 4096 } };
      const heavyBad = { type: "url", content: { url: "not a url" }, customization: { size: 4096 } };
      const light = { type: "text", content: { text: "light" } };
      const res = await withPool.inject({
        method: "POST",
        url: "/api/batch/qr",
        payload: { items: [heavy, light, heavyBad] },
      });
      expect(pooled).toEqual([heavy, heavyBad]);
      const [made, small, failed] = res.json().results;
      expect(made).toMatchObject({ success: true, size: "4096x4096" });
      expect(dataUriBytes(made.image_base64).equals((await generateQr(heavy)).bytes)).toBe(true);
      expect(small).toMatchObject({ success: true, payload: "light" });
      expect(failed).toMatchObject({ index: 2, success: false, type: "url", code: "VALIDATION_ERROR" });
      expect(() => generateQr(heavyBad)).toThrow(expect.objectContaining({ code: failed.code, message: failed.error }));
    } finally {
      await withPool.close();
      await pool.close();
    }
  });

  it("bounds the answer's images at 12 MB: items past it fail in place with PAYLOAD_TOO_LARGE, unstored, and the answer streams", async () => {
    // A pool that answers every heavy item with 5 MB of image, as a styled 4096 px code may be.
    const fiveMegabytes: GenerationPool = {
      generate: (async (_kind: "qr", request: unknown) => ({
        ...(await generateQr({ ...(request as object), customization: { size: 300 } })),
        bytes: Buffer.alloc(5_000_000, 7),
      })) as GenerationPool["generate"],
      close: async () => undefined,
    };
    const app = await buildTestApp({}, { generator: fiveMegabytes });
    try {
      const heavy = (i: number) => ({ type: "text", content: { text: `poster ${i}` }, customization: { size: 4096 } });
      const res = await app.inject({
        method: "POST",
        url: "/api/batch/qr",
        payload: { items: [heavy(0), heavy(1), heavy(2), { type: "text", content: { text: "light" } }] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["transfer-encoding"]).toBe("chunked");
      const body = res.json();
      expect(body).toMatchObject({ total_items: 4, successful: 2, failed: 2 });
      expect(body.results[2]).toMatchObject({ index: 2, success: false, type: "text", code: "PAYLOAD_TOO_LARGE" });
      expect(body.results[2].error).toBe(
        "this image (5 MB) would take the batch's images past their bound of 12 MB; send items 2 to 3 in another batch, or make large codes one at a time (POST /api/qr/generate) or as image URLs (GET /api/qr/image), which are not stored",
      );
      expect(body.results[3]).toMatchObject({ index: 3, success: false, code: "PAYLOAD_TOO_LARGE" });
      expect(body.results[3].error).toMatch(
        /^not generated: the batch's images reached their bound of 12 MB at item 2; /,
      );
      // Only what the answer holds was stored and counted.
      expect(res.headers["x-storebytes-remaining"]).toBe(String(30_000_000 - 10_000_000));
      for (const made of body.results.slice(0, 2)) {
        const download = await app.inject({ method: "GET", url: made.download_url });
        expect(download.rawPayload.equals(dataUriBytes(made.image_base64))).toBe(true);
      }
    } finally {
      await app.close();
    }
  });

  it("takes exactly 50 items", async () => {
    const items = Array.from({ length: 50 }, (_, i) => ({ type: "text", content: { text: `item ${i}` } }));
    const body = (await batch({ items })).json();
    expect([body.total_items, body.successful, body.failed]).toEqual([50, 50, 0]);
    expect(new Set(body.results.map((r: { qr_id: number }) => r.qr_id)).size).toBe(50);
  });

  it.each([
    [
      { items: Array.from({ length: 51 }, () => ({ type: "text", content: { text: "x" } })) },
      "BATCH_TOO_LARGE",
      "items has 51 entries; a batch holds at most 50",
    ],
    [{ items: [] }, "VALIDATION_ERROR", "items must have at least 1 item"],
    [{}, "VALIDATION_ERROR", "items is required"],
    [{ items: {} }, "VALIDATION_ERROR", "items must be an array"],
    [{ items: [{ type: "text", content: { text: "x" } }], extra: 1 }, "VALIDATION_ERROR", "extra is not a known field"],
    [[{ type: "text", content: { text: "x" } }], "VALIDATION_ERROR", "must be an object"],
  ])("%j fails whole with 400 %s and generates nothing", async (payload, code, message) => {
    const res = await batch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code });
    expect(res.json().error).toContain(message);
  });
});

describe("POST /api/batch/qr within the client's share of the generation pool", () => {
  it("runs every heavy item, each waiting for the client's slot, while its other request holds it", async () => {
    const shared = await buildTestApp({ GENERATION_CLIENT_SLOTS: "1" });
    try {
      const heavy = (text: string) => ({ type: "text", content: { text }, customization: { module_shape: "dots" } });
      const client = { remoteAddress: "203.0.113.50" };
      const [single, whole] = await Promise.all([
        shared.inject({ method: "POST", url: "/api/qr/generate", payload: heavy("single"), ...client }),
        shared.inject({
          method: "POST",
          url: "/api/batch/qr",
          payload: { items: [heavy("one"), heavy("two"), heavy("three")] },
          ...client,
        }),
      ]);
      expect(single.statusCode).toBe(200);
      // Not RATE_LIMITED in place: a legitimate batch completes, one item at a time in the client's share.
      expect(whole.json()).toMatchObject({ successful: 3, failed: 0 });
      // The share still holds for the client's other requests.
      const burst = await Promise.all(
        [1, 2].map((i) =>
          shared.inject({ method: "POST", url: "/api/qr/generate", payload: heavy(`${i}`), ...client }),
        ),
      );
      expect(burst.map((res) => res.statusCode).sort()).toEqual([200, 429]);
    } finally {
      await shared.close();
    }
  });
});
