import { createStore } from "@qrbar/core";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import {
  buildTestApp,
  dropRedisKeys,
  rawRequest,
  redisCli,
  redisReachable,
  requestText,
  testRedisPrefix,
} from "../testing/index.js";

describe("rate limit", () => {
  it("allows 1000 requests an hour per client, counts every /api request, and refuses the 1001st", async () => {
    const app = await buildTestApp();
    const urls = ["/api/qr/types", "/api/nope", "/api/qr/download/0"];
    for (let i = 1; i <= 1000; i++) {
      const res = await app.inject({ method: "GET", url: urls[i % urls.length] as string });
      expect(res.headers["x-ratelimit-limit"]).toBe("1000");
      expect(res.headers["x-ratelimit-remaining"]).toBe(String(1000 - i));
      const reset = Number(res.headers["x-ratelimit-reset"]);
      expect(reset).toBeGreaterThan(3500);
      expect(reset).toBeLessThanOrEqual(3600);
    }
    const over = await app.inject({
      method: "POST",
      url: "/api/qr/generate",
      payload: { type: "text", content: { text: "x" } },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(over.json().error).toMatch(/^rate limit of 1000 requests per 1 hour exceeded; retry in /);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(3500);
    expect(over.headers["x-ratelimit-remaining"]).toBe("0");
    // Health stays reachable and uncounted; docs and the OpenAPI document count in their own budget.
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.headers["x-ratelimit-limit"]).toBeUndefined();
    for (const url of ["/api/docs", "/api/openapi.json"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["x-ratelimit-limit"], url).toBe("120");
    }
    const preflight = await app.inject({
      method: "OPTIONS",
      url: "/api/qr/generate",
      headers: { origin: "https://shop.example", "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).toBe(204);
    // Another client has its own budget.
    const other = await app.inject({ method: "GET", url: "/api/qr/types", remoteAddress: "10.0.0.2" });
    expect(other.statusCode).toBe(200);
    await app.close();
  });

  it("counts an IPv6 client by its /64 (IPV6_CLIENT_PREFIX), so rotating addresses in it buys nothing", async () => {
    const app = await buildTestApp({ RATE_LIMIT_MAX: "2" });
    const from = (remoteAddress: string) => app.inject({ method: "GET", url: "/api/qr/types", remoteAddress });
    expect((await from("2001:db8:5:6::1")).statusCode).toBe(200);
    expect((await from("2001:db8:5:6:ffff:ffff:ffff:fffe")).statusCode).toBe(200);
    const over = await from("2001:db8:5:6:1234::77");
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("RATE_LIMITED");
    // The next /64 is another subscriber.
    expect((await from("2001:db8:5:7::1")).statusCode).toBe(200);
    await app.close();

    const narrow = await buildTestApp({ RATE_LIMIT_MAX: "1", IPV6_CLIENT_PREFIX: "128" });
    const one = (remoteAddress: string) => narrow.inject({ method: "GET", url: "/api/qr/types", remoteAddress });
    expect((await one("2001:db8:5:6::1")).statusCode).toBe(200);
    expect((await one("2001:db8:5:6::2")).statusCode).toBe(200);
    await narrow.close();
  });

  it("resets when the window ends", async () => {
    const app = await buildTestApp({ RATE_LIMIT_MAX: "2", RATE_LIMIT_WINDOW: "1s" });
    const get = () => app.inject({ method: "GET", url: "/api/qr/types" });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    const over = await get();
    expect(over.statusCode).toBe(429);
    expect(over.headers["retry-after"]).toBe("1");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await get();
    expect(after.statusCode).toBe(200);
    expect(after.headers["x-ratelimit-remaining"]).toBe("1");
    await app.close();
  });

  it("keys on the socket address, and on X-Forwarded-For only with TRUST_PROXY", async () => {
    const spoof = (app: Awaited<ReturnType<typeof buildTestApp>>, ip: string) =>
      app.inject({ method: "GET", url: "/api/qr/types", headers: { "x-forwarded-for": ip } });
    const plain = await buildTestApp({ RATE_LIMIT_MAX: "1" });
    expect((await spoof(plain, "1.1.1.1")).statusCode).toBe(200);
    expect((await spoof(plain, "2.2.2.2")).statusCode).toBe(429);
    await plain.close();
    const proxied = await buildTestApp({ RATE_LIMIT_MAX: "1", TRUST_PROXY: "true" });
    expect((await spoof(proxied, "1.1.1.1")).statusCode).toBe(200);
    expect((await spoof(proxied, "2.2.2.2")).statusCode).toBe(200);
    expect((await spoof(proxied, "1.1.1.1")).statusCode).toBe(429);
    await proxied.close();
  });
});

/** A batch of `n` small, distinct QR requests. */
const batchOf = (n: number) => ({
  items: Array.from({ length: n }, (_, i) => ({ type: "text", content: { text: `item ${i}` } })),
});

describe("a batch costs one request per item", () => {
  const postBatch = (app: Awaited<ReturnType<typeof buildTestApp>>, n: number) =>
    app.inject({ method: "POST", url: "/api/batch/qr", payload: batchOf(n) });

  it("counts a batch of 50 as 50 requests: X-RateLimit-Remaining drops by 50, and stays true after it", async () => {
    const app = await buildTestApp();
    const before = await app.inject({ method: "GET", url: "/api/qr/types" });
    expect(before.headers["x-ratelimit-remaining"]).toBe("999");
    const batch = await postBatch(app, 50);
    expect(batch.statusCode).toBe(200);
    expect(batch.json().successful).toBe(50);
    expect(batch.headers["x-ratelimit-limit"]).toBe("1000");
    expect(batch.headers["x-ratelimit-remaining"]).toBe("949");
    const after = await app.inject({ method: "GET", url: "/api/qr/types" });
    expect(after.headers["x-ratelimit-remaining"]).toBe("948");
    await app.close();
  });

  it("refuses a batch that does not fit what is left whole, before any work, naming its cost and what is left", async () => {
    const app = await buildTestApp({ RATE_LIMIT_MAX: "60" });
    expect((await postBatch(app, 50)).headers["x-ratelimit-remaining"]).toBe("10");
    const over = await postBatch(app, 20);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(over.json().error).toBe(
      "this request costs 20 requests (one per item) but only 9 of the rate limit's 60 requests per 1 hour are left; send at most 9 items at once, or retry in 60 minutes",
    );
    // It cost itself only, nothing was generated or stored, and the headers say so.
    expect(over.headers["x-ratelimit-remaining"]).toBe("9");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(3500);
    expect(over.headers["x-ratelimit-reset"]).toBe(over.headers["retry-after"]);
    expect(over.headers["x-storebytes-remaining"]).toBeUndefined();
    const fits = await postBatch(app, 9);
    expect(fits.statusCode).toBe(200);
    expect(fits.json().successful).toBe(9);
    expect(fits.headers["x-ratelimit-remaining"]).toBe("0");
    expect((await app.inject({ method: "GET", url: "/api/qr/types" })).statusCode).toBe(429);
    await app.close();
  });

  it("says none is left when the batch's own request took the last one", async () => {
    const app = await buildTestApp({ RATE_LIMIT_MAX: "3" });
    await app.inject({ method: "GET", url: "/api/qr/types" });
    await app.inject({ method: "GET", url: "/api/qr/types" });
    const over = await postBatch(app, 5);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(
      "this request costs 5 requests (one per item) and none of the rate limit's 3 requests per 1 hour are left; retry in 60 minutes",
    );
    expect(over.headers["x-ratelimit-remaining"]).toBe("0");
    await app.close();
  });

  it("counts a batch the batch itself refuses (none or more than 50 items) as one request", async () => {
    const app = await buildTestApp();
    const tooMany = await postBatch(app, 51);
    expect(tooMany.json().code).toBe("BATCH_TOO_LARGE");
    expect(tooMany.headers["x-ratelimit-remaining"]).toBe("999");
    const none = await app.inject({ method: "POST", url: "/api/batch/qr", payload: { items: "all" } });
    expect(none.json().code).toBe("VALIDATION_ERROR");
    expect(none.headers["x-ratelimit-remaining"]).toBe("998");
    await app.close();
  });
});

describe.runIf(await redisReachable())("rate limit over a Redis store", () => {
  const runs: string[] = [];
  afterAll(() => runs.forEach(dropRedisKeys));
  /** An app as one instance of a deployment: its own store and counters over Redis. */
  const instance = (storageUrl: string, env: NodeJS.ProcessEnv = {}) =>
    buildApp({ config: loadConfig({ STORAGE_URL: storageUrl, RATE_LIMIT_MAX: "4", ...env }), logger: false });
  const deployment = () => {
    const { prefix, storageUrl } = testRedisPrefix();
    runs.push(prefix);
    return { prefix, storageUrl };
  };
  const get = (app: Awaited<ReturnType<typeof instance>>) => app.inject({ method: "GET", url: "/api/qr/types" });

  it("is one budget per client for all instances over one Redis, kept there, and apart from another deployment's", async () => {
    const { prefix, storageUrl } = deployment();
    const [a, b] = await Promise.all([instance(storageUrl), instance(storageUrl)]);
    const remaining: string[] = [];
    for (const app of [a, b, b, a]) {
      const res = await get(app);
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-ratelimit-limit"]).toBe("4");
      remaining.push(res.headers["x-ratelimit-remaining"] as string);
    }
    expect(remaining).toEqual(["3", "2", "1", "0"]);
    for (const app of [a, b]) {
      const over = await get(app);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
      expect(over.json().error).toMatch(/^rate limit of 4 requests per 1 hour exceeded; retry in /);
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(3500);
      expect(over.headers["x-ratelimit-reset"]).toBe(over.headers["retry-after"]);
    }
    expect(redisCli("get", `${prefix}::ratelimit:127.0.0.1`)).toEqual(["6"]);
    const other = await instance(deployment().storageUrl);
    expect((await get(other)).headers["x-ratelimit-remaining"]).toBe("3");
    await Promise.all([a.close(), b.close(), other.close()]);
  });

  it("counts a batch's items in the shared counter, so its cost holds across instances", async () => {
    const { prefix, storageUrl } = deployment();
    const [a, b] = await Promise.all([instance(storageUrl), instance(storageUrl)]);
    const batch = await a.inject({ method: "POST", url: "/api/batch/qr", payload: batchOf(3) });
    expect(batch.statusCode).toBe(200);
    expect(batch.headers["x-ratelimit-remaining"]).toBe("1");
    const over = await b.inject({ method: "POST", url: "/api/batch/qr", payload: batchOf(2) });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(
      /^this request costs 2 requests \(one per item\) and none of the rate limit's 4 requests/,
    );
    expect(redisCli("get", `${prefix}::ratelimit:127.0.0.1`)).toEqual(["4"]);
    await Promise.all([a.close(), b.close()]);
  });

  it("answers at once while Redis is unreachable, counting in the instance (limit per instance)", async () => {
    const { storageUrl } = deployment();
    const down = new URL(storageUrl);
    down.port = "1"; // nothing listens on port 1: connections are refused at once
    // An unreachable store stops the start (see store-faults.test.ts): the codes go elsewhere here.
    const app = await buildApp({
      config: loadConfig({ STORAGE_URL: down.href, RATE_LIMIT_MAX: "2" }),
      logger: false,
      store: await createStore("memory://"),
    });
    const answers: Array<[number, number]> = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      answers.push([(await get(app)).statusCode, performance.now() - started]);
    }
    expect(answers.map(([status]) => status)).toEqual([200, 200, 429]);
    // The first waits for the counter's deadline (500 ms, as Redis never answers), the next skip it.
    expect(answers[0]?.[1]).toBeLessThan(1000);
    expect(Math.max(answers[1]?.[1] ?? 0, answers[2]?.[1] ?? 0)).toBeLessThan(150);
    await app.close();
  });
});

/**
 * Spellings of `POST /api/qr/generate` a client can put on the request line, with the status each
 * gets while the budget lasts: routed to the handler (200), or refused without reaching it (404).
 * Every one counts like the plain path but `/API/…`, which is outside `/api/` (unknown paths there
 * are not counted).
 */
const SPELLINGS: ReadonlyArray<[target: string, status: number]> = [
  ["/api/qr/generate", 200],
  ["/%61pi/qr/generate", 200],
  ["/api/qr/gen%65rate", 200],
  ["http://127.0.0.1/api/qr/generate", 200],
  ["http://evil.example:81/api/qr/generate", 200],
  ["/api/./qr/generate", 200],
  ["/api/%2e/qr/generate", 200],
  ["/x/../api/qr/generate", 200],
  ["/x/%2E%2E/api/qr/generate", 200],
  ["//api/qr/generate", 200],
  ["/api//qr/generate", 200],
  ["/api/qr/generate/", 200],
  ["/api/qr/generate?x=1", 200],
  ["/api/qr/generate#x", 200],
  ["/api/qr%2Fgenerate", 404],
  ["/api/qr/generate;x", 404],
  ["/api/qr/generate%00", 404],
  ["/API/qr/generate", 404],
];

const counted = (target: string) => !target.startsWith("/API/");

const BODY = JSON.stringify({ type: "text", content: { text: "x" } });

describe.each([
  ["memory", async () => "memory://"],
  ["Redis", async () => ((await redisReachable()) ? testRedisPrefix() : undefined)],
])("every spelling of a path counts as the path itself (%s counters)", (_name, storage) => {
  it("counts each spelling once and refuses every routed one with 429 once the budget is spent", async (context) => {
    const store = await storage();
    if (store === undefined) return context.skip();
    const storageUrl = typeof store === "string" ? store : store.storageUrl;
    const budget = SPELLINGS.filter(([target]) => counted(target)).length;
    const app = await buildApp({
      config: loadConfig({ STORAGE_URL: storageUrl, RATE_LIMIT_MAX: String(budget) }),
      logger: false,
    });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const port = (app.server.address() as { port: number }).port;
      let remaining = budget;
      for (const [target, status] of SPELLINGS) {
        const res = await rawRequest(port, requestText("POST", target, BODY));
        expect(res.status, target).toBe(status);
        expect(res.headers["x-ratelimit-remaining"], target).toBe(counted(target) ? String(--remaining) : undefined);
        if (status === 404) expect(JSON.parse(res.body), target).toMatchObject({ success: false, code: "NOT_FOUND" });
      }
      expect(remaining).toBe(0);
      for (const [target, status] of SPELLINGS) {
        const res = await rawRequest(port, requestText("POST", target, BODY));
        expect(res.status, target).toBe(counted(target) ? 429 : status);
      }
    } finally {
      await app.close();
      if (typeof store !== "string") dropRedisKeys(store.prefix);
    }
  });
});
