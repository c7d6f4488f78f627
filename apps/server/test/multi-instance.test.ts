import { decodePng } from "@qrbar/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dropRedisKeys,
  redisCli,
  redisReachable,
  type ServerProcess,
  startServer,
  stopServer,
  testRedisPrefix,
} from "../src/testing/index.js";

// Several instances over one Redis, as docs/deployment.md sets them up: two real server processes on
// their own ports, behind an imagined load balancer (TRUST_PROXY: the client is X-Forwarded-For), with
// one key prefix for this run. A code generated on one downloads from the other; the rate limit is one
// budget for both; one killed with SIGKILL loses nothing it acknowledged.

const RATE_LIMIT_MAX = 10;

interface Acknowledged {
  readonly id: number;
  readonly mimeType: string;
  readonly bytes: Buffer;
}

let clients = 0;
/** Each code request comes from a client of its own, so the rate-limit test's client keeps its budget. */
const freshClient = () => `198.51.100.${++clients % 250}, 10.0.${clients >> 8}.1`;

interface GenerateBody {
  readonly qr_id: number;
  readonly image_base64: string;
}

/** The id, type and bytes of a generation the server answered `200`. */
function toAcknowledged(body: GenerateBody): Acknowledged {
  const [, mimeType = "", base64 = ""] = /^data:([^;]+);base64,(.*)$/.exec(body.image_base64) ?? [];
  return { id: body.qr_id, mimeType, bytes: Buffer.from(base64, "base64") };
}

/** Generates a QR code on `server` and returns what it acknowledged. */
async function generate(server: ServerProcess, request: object): Promise<Acknowledged> {
  const res = await fetch(`${server.baseUrl}/api/qr/generate`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
    body: JSON.stringify(request),
  });
  expect(res.status).toBe(200);
  return toAcknowledged((await res.json()) as GenerateBody);
}

/** Downloads a code from `server`: status, content type and whether the bytes are the acknowledged ones. */
async function download(server: ServerProcess, code: Acknowledged): Promise<[number, string | null, boolean]> {
  const res = await fetch(`${server.baseUrl}/api/qr/download/${code.id}`, {
    headers: { "x-forwarded-for": freshClient() },
  });
  return [res.status, res.headers.get("content-type"), Buffer.from(await res.arrayBuffer()).equals(code.bytes)];
}

describe.runIf(await redisReachable())("two server processes over one Redis", () => {
  const { prefix, storageUrl } = testRedisPrefix();
  /** Every server that started, stopped at the end whatever happened. */
  const started: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const env = {
      STORAGE_URL: storageUrl,
      RETENTION_DAYS: "1",
      TRUST_PROXY: "true",
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      RATE_LIMIT_WINDOW: "1h",
    };
    const starts = await Promise.allSettled([startServer(env), startServer(env)]);
    started.push(...starts.flatMap((start) => (start.status === "fulfilled" ? [start.value] : [])));
    for (const start of starts) if (start.status === "rejected") throw start.reason;
    [a, b] = started as [ServerProcess, ServerProcess];
    expect(a.baseUrl).not.toBe(b.baseUrl);
  }, 40_000);

  afterAll(async () => {
    // A was killed by its test (unless that test failed before); B shuts down cleanly.
    const running = started.filter((server) => server.child.exitCode === null && server.child.signalCode === null);
    const exitCodes = await Promise.all(running.map((server) => stopServer(server, "SIGTERM")));
    dropRedisKeys(prefix);
    expect(exitCodes).toEqual(running.map(() => 0));
  });

  it.each([
    ["a PNG", { type: "text", content: { text: "made on one, fetched from the other" } }, "image/png"],
    [
      "an SVG",
      { type: "url", content: { url: "https://example.com/x" }, customization: { format: "SVG" } },
      "image/svg+xml",
    ],
  ])("serves %s generated on either from the other, byte for byte", async (_, request, mimeType) => {
    for (const [maker, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const code = await generate(maker, request);
      expect(code.mimeType).toBe(mimeType);
      expect(await download(other, code)).toEqual([200, mimeType, true]);
    }
  });

  it("decodes what the other instance serves", async () => {
    const code = await generate(a, { type: "text", content: { text: "decoded from B" } });
    const res = await fetch(`${b.baseUrl}/api/qr/download/${code.id}`, {
      headers: { "x-forwarded-for": freshClient() },
    });
    const [symbol] = await decodePng(Buffer.from(await res.arrayBuffer()));
    expect(symbol?.text).toBe("decoded from B");
  });

  it(`holds one rate limit across both: ${RATE_LIMIT_MAX} requests spread over them pass, the next on either is 429`, async () => {
    const client = { "x-forwarded-for": "203.0.113.10" };
    const remaining: Array<string | null> = [];
    for (let i = 0; i < RATE_LIMIT_MAX; i++) {
      const res = await fetch(`${(i % 2 ? b : a).baseUrl}/api/qr/types`, { headers: client });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBe(String(RATE_LIMIT_MAX));
      remaining.push(res.headers.get("x-ratelimit-remaining"));
      await res.arrayBuffer();
    }
    expect(remaining).toEqual(Array.from({ length: RATE_LIMIT_MAX }, (_, i) => String(RATE_LIMIT_MAX - 1 - i)));
    for (const server of [a, b]) {
      const over = await fetch(`${server.baseUrl}/api/qr/generate`, {
        method: "POST",
        headers: { ...client, "content-type": "application/json" },
        body: JSON.stringify({ type: "text", content: { text: "one too many" } }),
      });
      expect(over.status).toBe(429);
      expect(over.headers.get("x-ratelimit-limit")).toBe(String(RATE_LIMIT_MAX));
      expect(over.headers.get("x-ratelimit-remaining")).toBe("0");
      const retryAfter = Number(over.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(over.headers.get("x-ratelimit-reset")).toBe(String(retryAfter));
      const body = (await over.json()) as { success: boolean; code: string; error: string };
      expect(body).toMatchObject({ success: false, code: "RATE_LIMITED" });
      expect(body.error).toMatch(/^rate limit of 10 requests per 1 hour exceeded; retry in /);
    }
    // The count is in Redis, under the deployment's prefix, and ends with the window.
    const key = `${prefix}::ratelimit:203.0.113.10`;
    expect(redisCli("get", key)).toEqual([String(RATE_LIMIT_MAX + 2)]);
    const ttl = Number(redisCli("pttl", key)[0]);
    expect(ttl).toBeGreaterThan(3_500_000);
    expect(ttl).toBeLessThanOrEqual(3_600_000);
    // Another client has its own budget on both.
    expect((await fetch(`${b.baseUrl}/api/qr/types`, { headers: { "x-forwarded-for": "203.0.113.11" } })).status).toBe(
      200,
    );
  });

  it("loses nothing acknowledged when one is killed with SIGKILL mid-run", async () => {
    const acknowledged: Acknowledged[] = [];
    const unexpected: number[] = [];
    let cutOff = 0;
    // Four clients generate on A without pause until A is gone (their request fails to connect).
    const client = async (n: number) => {
      for (let i = 0; ; i++) {
        const res = await fetch(`${a.baseUrl}/api/qr/generate`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
          body: JSON.stringify({ type: "text", content: { text: `client ${n} code ${i}` } }),
        }).catch(() => undefined);
        const body = res?.status === 200 ? await res.json().catch(() => undefined) : undefined;
        if (!res || (res.status === 200 && !body)) return cutOff++;
        if (res.status !== 200) unexpected.push(res.status);
        else acknowledged.push(toAcknowledged(body as GenerateBody));
      }
    };
    const clients = [0, 1, 2, 3].map(client);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await stopServer(a, "SIGKILL")).toBeNull();
    await Promise.all(clients);
    expect(a.child.signalCode).toBe("SIGKILL");
    expect(cutOff).toBe(4);
    expect(unexpected).toEqual([]);
    const results = await Promise.all(acknowledged.map((code) => download(b, code)));
    expect(results.filter(([status, , same]) => status !== 200 || !same)).toEqual([]);
    // The survivor goes on generating.
    expect((await download(b, await generate(b, { type: "text", content: { text: "after the kill" } })))[0]).toBe(200);
  });
});
