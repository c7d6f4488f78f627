import { ENDPOINTS, type Endpoint, LABEL_REQUEST_EXAMPLE } from "@qrbar/contract";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import {
  type AnswerBody,
  buildTestApp,
  dataUriBytes,
  dropRedisKeys,
  redisCli,
  redisReachable,
  testRedisPrefix,
} from "../testing/index.js";

/** A QR code whose SVG is a few KB, the same bytes every time. */
const SVG_QR = { type: "text", content: { text: "stored bytes" }, customization: { format: "SVG", size: 1000 } };

/** Every route that stores a code, a request to it, and the bytes its answer says it stored. */
const DOORS: ReadonlyArray<{
  readonly url: string;
  readonly payload: object;
  readonly stored: (body: AnswerBody) => number[];
}> = [
  { url: "/api/qr/generate", payload: SVG_QR, stored: (body) => [dataUriBytes(body.image_base64).length] },
  {
    url: "/api/barcode/generate",
    payload: { type: "code128", content: "STORED-BYTES-1", customization: { format: "SVG" } },
    stored: (body) => [dataUriBytes(body.image_base64).length],
  },
  {
    url: "/api/batch/qr",
    payload: { items: [SVG_QR, { ...SVG_QR, content: { text: "another" } }] },
    stored: (body) => body.results.map((r: AnswerBody) => dataUriBytes(r.image_base64).length),
  },
  {
    url: "/api/label/generate",
    payload: LABEL_REQUEST_EXAMPLE,
    stored: (body) => [dataUriBytes(body.image_base64).length],
  },
];

const post = (app: FastifyInstance, url: string, payload: object, remoteAddress = "127.0.0.1") =>
  app.inject({ method: "POST", url, payload, remoteAddress });

const remaining = (res: LightMyRequestResponse) => Number(res.headers["x-storebytes-remaining"]);

/** The endpoints the contract says store codes. */
const STORING = Object.values(ENDPOINTS as Readonly<Record<string, Endpoint>>).filter((e) => e.storesCodes);

describe("the storing doors", () => {
  it("are every endpoint the contract marks storesCodes, each tested below, and the reference shows their headers", async () => {
    expect(STORING.map((e) => `${e.method} ${e.path}`).sort()).toEqual(DOORS.map((d) => `POST ${d.url}`).sort());
    const app = await buildTestApp();
    const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const endpoint of STORING) {
      const responses = document.paths[endpoint.path].post.responses;
      for (const status of ["200", "429"]) {
        expect(Object.keys(responses[status].headers), `${endpoint.path} ${status}`).toEqual(
          expect.arrayContaining(["X-StoreBytes-Limit", "X-StoreBytes-Remaining", "X-StoreBytes-Reset"]),
        );
      }
    }
    await app.close();
  });
});

describe("the stored-bytes budget", () => {
  it.each(DOORS)("counts what $url stores against the client's budget, and says what is left", async (door) => {
    const app = await buildTestApp({ STORE_BYTES_MAX: "1MB" });
    const first = await post(app, door.url, door.payload);
    expect(first.statusCode).toBe(200);
    const bytes = door.stored(first.json()).reduce((a, b) => a + b, 0);
    expect(bytes).toBeGreaterThan(1000);
    expect(first.headers["x-storebytes-limit"]).toBe("1000000");
    expect(remaining(first)).toBe(1_000_000 - bytes);
    const reset = Number(first.headers["x-storebytes-reset"]);
    expect(reset).toBeGreaterThan(3500);
    expect(reset).toBeLessThanOrEqual(3600);
    const second = await post(app, door.url, door.payload);
    expect(remaining(second)).toBe(1_000_000 - 2 * bytes);
    await app.close();
  });

  it("refuses a client that has spent its budget with 429, Retry-After and the headers; another client is unaffected", async () => {
    const app = await buildTestApp({ STORE_BYTES_MAX: "10KB", STORE_CODE_MAX_BYTES: "10KB" });
    const first = await post(app, "/api/qr/generate", SVG_QR);
    const size = dataUriBytes(first.json().image_base64).length;
    const fits = Math.floor(10_000 / size);
    for (let i = 1; i < fits; i++) expect((await post(app, "/api/qr/generate", SVG_QR)).statusCode).toBe(200);
    const left = 10_000 - fits * size;
    const over = await post(app, "/api/qr/generate", SVG_QR);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(over.json().error).toMatch(
      /^this QR code is [\d.]+ KB and only [\d.]+ (KB|bytes) of the 10 KB a client may store per 1 hour is left; retry in 60 minutes, or ask for smaller codes \(a lower size, SVG instead of PNG\), or an image URL \(GET \/api\/qr\/image, GET \/api\/barcode\/image\), which is not stored$/,
    );
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(3500);
    expect(over.headers["x-storebytes-limit"]).toBe("10000");
    expect(remaining(over)).toBe(left);
    expect(over.headers["x-ratelimit-remaining"]).toBeDefined();
    // The refused code counted nothing: the same is refused again, with the same bytes left.
    expect(remaining(await post(app, "/api/qr/generate", SVG_QR))).toBe(left);
    // A smaller code still fits what is left (the way out the message names).
    const small = await post(app, "/api/qr/generate", {
      type: "text",
      content: { text: "s" },
      customization: { size: 64 },
    });
    const smallBytes = dataUriBytes(small.json().image_base64).length;
    expect(smallBytes).toBeLessThanOrEqual(left);
    expect(small.statusCode).toBe(200);
    expect(remaining(small)).toBe(left - smallBytes);
    const other = await post(app, "/api/qr/generate", SVG_QR, "10.0.0.2");
    expect(other.statusCode).toBe(200);
    expect(remaining(other)).toBe(10_000 - size);
    await app.close();
  });

  it("checks a batch item by item: the items that no longer fit fail alone, unstored, and the answer is 200", async () => {
    const probe = await buildTestApp();
    const size = dataUriBytes((await post(probe, "/api/qr/generate", SVG_QR)).json().image_base64).length;
    await probe.close();
    const budget = Math.floor(2.5 * size);
    const app = await buildTestApp({ STORE_BYTES_MAX: String(budget), STORE_CODE_MAX_BYTES: String(budget) });
    const res = await post(app, "/api/batch/qr", {
      items: [SVG_QR, SVG_QR, SVG_QR, { ...SVG_QR, customization: { size: 64 } }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total_items: 4, successful: 3, failed: 1 });
    expect(body.results[2]).toMatchObject({ index: 2, success: false, type: "text", code: "RATE_LIMITED" });
    expect(body.results[2].error).toMatch(/^this QR code is [\d.]+ KB and only [\d.]+ (KB|bytes) of the /);
    expect(body.results[2].qr_id).toBeUndefined();
    // The small item after it still fits.
    expect(body.results[3]).toMatchObject({ index: 3, success: true });
    const last = dataUriBytes(body.results[3].image_base64).length;
    expect(remaining(res)).toBe(budget - 2 * size - last);
    await app.close();
  });
});

describe("the cap on one stored code", () => {
  it.each(DOORS)(
    "refuses a code over STORE_CODE_MAX_BYTES at $url with 413, naming the cap and the way out, counting nothing",
    async (door) => {
      const app = await buildTestApp({ STORE_CODE_MAX_BYTES: "1000" });
      const res = await post(app, door.url, door.payload);
      if (door.url === "/api/batch/qr") {
        // Each item fails in place; the batch answer stays 200.
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ successful: 0, failed: 2 });
        for (const result of body.results) expect(result).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
        expect(body.results[0].error).toMatch(/a stored code may have \(STORE_CODE_MAX_BYTES\)/);
      } else {
        expect(res.statusCode).toBe(413);
        expect(res.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
        expect(res.json().error).toMatch(
          door.url === "/api/label/generate"
            ? /^the label is [\d.]+ KB \(\d+ bytes\), over the 1 KB \(1000 bytes\) a stored code may have \(STORE_CODE_MAX_BYTES\); ask for a smaller one \(203 dpi, or ZPL\)$/
            : /^the image is [\d.]+ KB \(\d+ bytes\), over the 1 KB \(1000 bytes\) a stored code may have \(STORE_CODE_MAX_BYTES\); ask for a smaller one \(a lower size, SVG instead of PNG, a simpler design\) or for an image URL \(GET \/api\/qr\/image, GET \/api\/barcode\/image\), which is not stored$/,
        );
      }
      // Nothing was counted against the budget (it was not even asked).
      expect(res.headers["x-storebytes-remaining"]).toBeUndefined();
      await app.close();
    },
  );
});

describe.runIf(await redisReachable())("the stored-bytes budget over Redis", () => {
  const prefixes: string[] = [];
  afterAll(() => prefixes.forEach(dropRedisKeys));

  it("is one budget per client for two apps over one Redis, apart from the request counts", async () => {
    const { prefix, storageUrl } = testRedisPrefix();
    prefixes.push(prefix);
    const env = { STORAGE_URL: storageUrl, STORE_BYTES_MAX: "10KB", STORE_CODE_MAX_BYTES: "10KB" };
    const [a, b] = await Promise.all([
      buildApp({ config: loadConfig(env), logger: false }),
      buildApp({ config: loadConfig(env), logger: false }),
    ]);
    const first = await post(a, "/api/qr/generate", SVG_QR);
    const size = dataUriBytes(first.json().image_base64).length;
    expect(remaining(first)).toBe(10_000 - size);
    const fits = Math.floor(10_000 / size);
    let requests = 1;
    for (let i = 1; i < fits; i++, requests++) {
      const res = await post(i % 2 ? b : a, "/api/qr/generate", SVG_QR);
      expect(res.statusCode).toBe(200);
      expect(remaining(res)).toBe(10_000 - (i + 1) * size);
    }
    for (const app of [a, b]) {
      const over = await post(app, "/api/qr/generate", SVG_QR);
      requests++;
      expect(over.statusCode).toBe(429);
      expect(remaining(over)).toBe(10_000 - fits * size);
    }
    expect(redisCli("get", `${prefix}::ratelimit:bytes:127.0.0.1`)).toEqual([String(fits * size)]);
    expect(redisCli("get", `${prefix}::ratelimit:127.0.0.1`)).toEqual([String(requests)]);
    await Promise.all([a.close(), b.close()]);
  });
});
