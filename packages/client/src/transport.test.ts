import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createClient, NetworkError, TimeoutError } from "./node.js";
import { startTestServer, type TestServer } from "./testing/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A `fetch` that answers the first `fakes` calls itself with `status`, then passes through; it logs every call. */
function scriptedFetch(status: number, fakes: number, headers: Record<string, string> = {}) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetchFn: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) } });
    if (calls.length > fakes) return fetch(input, init);
    const body = { success: false, error: `scripted ${status}`, code: status === 429 ? "RATE_LIMITED" : "OVERLOADED" };
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
  };
  return { fetchFn, calls };
}

/** A raw HTTP server that reads requests and, after `headersFirst`, never finishes answering. */
async function stallingServer(headersFirst: boolean): Promise<{ url: string; close: () => Promise<void> }> {
  const stalled: Server = createServer((_request, response) => {
    if (headersFirst) {
      response.writeHead(200, { "content-type": "application/json", "content-length": "100" });
      response.write('{"success": ');
    }
  });
  await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
  const { port } = stalled.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: () =>
      new Promise((resolve) => {
        stalled.closeAllConnections();
        stalled.close(() => resolve());
      }),
  };
}

describe("base address", () => {
  it.each(["", "/", "/api", "/api/"])("takes the origin with %j after it", async (suffix) => {
    const client = createClient({ baseUrl: server.baseUrl.replace(/\/api$/, suffix) });
    expect((await client.health()).status).toBe("ok");
  });

  it("sends the configured headers with every request", async () => {
    const { fetchFn, calls } = scriptedFetch(200, 0);
    const client = createClient({ baseUrl: server.baseUrl, fetch: fetchFn, headers: { "x-request-id": "trace-42" } });
    const error = await client.qr.download(12345).catch((e: unknown) => e);
    expect(calls[0]?.headers["x-request-id"]).toBe("trace-42");
    expect(calls[0]?.url).toBe(`${server.baseUrl}/qr/download/12345`);
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND", requestId: "trace-42" });
  });
});

describe("retries", () => {
  it("waits out a real 429 for its Retry-After and then succeeds", async () => {
    const limited = await startTestServer({ RATE_LIMIT_MAX: "1", RATE_LIMIT_WINDOW: "1s" });
    const statuses: number[] = [];
    const client = createClient({
      baseUrl: limited.baseUrl,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        statuses.push(response.status);
        return response;
      },
    });
    try {
      await client.qr.types();
      const started = Date.now();
      await client.qr.types();
      expect(statuses).toEqual([200, 429, 200]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    } finally {
      await limited.close();
    }
  });

  it("gives up at once on a 429 whose Retry-After is beyond maxRetryDelayMs, saying how long to wait", async () => {
    const limited = await startTestServer({ RATE_LIMIT_MAX: "1", RATE_LIMIT_WINDOW: "1h" });
    const client = createClient({ baseUrl: limited.baseUrl, maxRetryDelayMs: 60_000 });
    try {
      await client.types();
      const started = Date.now();
      const error = await client.types().catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED" });
      expect((error as ApiError).retryAfterMs).toBeGreaterThan(3_500_000);
    } finally {
      await limited.close();
    }
  });

  it.each([
    [429, 2, 3],
    [503, 2, 3],
    [503, 0, 1],
    [400, 2, 1],
    [404, 2, 1],
    [500, 2, 1],
    [502, 2, 1],
  ])(
    "a %i answered every time with retries %i makes %i attempt(s), then throws it",
    async (status, retries, attempts) => {
      const { fetchFn, calls } = scriptedFetch(status, Number.POSITIVE_INFINITY, { "retry-after": "0" });
      const client = createClient({ baseUrl: server.baseUrl, fetch: fetchFn, retries });
      const error = await client.qr.types().catch((e: unknown) => e);
      expect(calls).toHaveLength(attempts);
      expect(error).toMatchObject({ status, error: `scripted ${status}` });
    },
  );

  it("retries a 503 and returns the answer that follows", async () => {
    const { fetchFn, calls } = scriptedFetch(503, 1, { "retry-after": "0" });
    const client = createClient({ baseUrl: server.baseUrl, fetch: fetchFn });
    expect((await client.types()).success).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it("takes a 503 from health as its answer (degraded), not as a failure to retry", async () => {
    const { fetchFn, calls } = scriptedFetch(503, 1, { "retry-after": "0" });
    const client = createClient({ baseUrl: server.baseUrl, fetch: fetchFn });
    expect(await client.health()).toMatchObject({ success: false });
    expect(calls).toHaveLength(1);
  });

  it("backs off 0.5 s when a retryable answer names no Retry-After", async () => {
    const { fetchFn, calls } = scriptedFetch(429, 1);
    const client = createClient({ baseUrl: server.baseUrl, fetch: fetchFn });
    const started = Date.now();
    await client.qr.types();
    expect(calls).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });
});

describe("no answer", () => {
  it("a refused connection is a NetworkError with the cause", async () => {
    const gone = await stallingServer(false);
    await gone.close();
    const error = await createClient({ baseUrl: gone.url })
      .health()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toMatch(/^could not reach http:\/\/127\.0\.0\.1:\d+: /);
    expect((error as NetworkError).cause).toBeDefined();
  });

  it.each([
    ["sends nothing", false],
    ["stalls mid-body", true],
  ])("a server that %s is a TimeoutError after timeoutMs", async (_label, headersFirst) => {
    const stalled = await stallingServer(headersFirst);
    try {
      const started = Date.now();
      const error = await createClient({ baseUrl: stalled.url, timeoutMs: 200 })
        .types()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error).toMatchObject({ timeoutMs: 200, message: "no answer within 200 ms" });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await stalled.close();
    }
  });

  it("the caller's signal cancels a call with its own reason, not as a timeout", async () => {
    const stalled = await stallingServer(false);
    try {
      const error = await createClient({ baseUrl: stalled.url, timeoutMs: 5000 })
        .types({ signal: AbortSignal.timeout(100) })
        .catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(TimeoutError);
      expect(error).toMatchObject({ name: "TimeoutError" });
      const controller = new AbortController();
      const pending = createClient({ baseUrl: stalled.url }).types({ signal: controller.signal });
      controller.abort(new Error("user gave up"));
      await expect(pending).rejects.toThrow("user gave up");
    } finally {
      await stalled.close();
    }
  });

  it("the caller's signal also cancels a wait between retries", async () => {
    const { fetchFn, calls } = scriptedFetch(503, Number.POSITIVE_INFINITY, { "retry-after": "30" });
    const controller = new AbortController();
    const pending = createClient({ baseUrl: server.baseUrl, fetch: fetchFn }).types({ signal: controller.signal });
    setTimeout(() => controller.abort(new Error("stop waiting")), 50);
    await expect(pending).rejects.toThrow("stop waiting");
    expect(calls).toHaveLength(1);
  });
});
