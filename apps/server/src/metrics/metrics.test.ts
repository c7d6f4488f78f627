import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateQr } from "@qrbar/core";
import { freePort } from "@qrbar/core/testing";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";

/** GET over plain HTTP from a given local address: status and body. */
function get(url: string, localAddress = "127.0.0.1"): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { localAddress, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }));
    })
      .on("error", reject)
      .end();
  });
}

/** The value of the sample `name` whose labels include all of `labels` (0 when there is none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text
    .split("\n")
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

const form = (image: Uint8Array) => {
  const boundary = "qrbar-metrics";
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="i.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

let app: FastifyInstance;
let api: string;
let metricsUrl: string;
beforeAll(async () => {
  const port = await freePort();
  const config = loadConfig({
    STORAGE_URL: "memory://",
    METRICS_PORT: String(port),
    RATE_LIMIT_MAX: "12",
    SCAN_THREADS: "1",
    // Shorter than any styled 4096 px code takes: the deadline is seen to stop one.
    TASK_DEADLINE: "100ms",
  });
  app = await buildApp({ config, logger: false });
  await app.listen({ host: "127.0.0.1", port: 0 });
  api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
});
afterAll(async () => {
  await app?.close();
});

const scrape = async () => (await get(metricsUrl)).body;

describe("metrics", () => {
  it("are not on the public port", async () => {
    for (const path of ["/metrics", "/api/metrics"]) expect((await get(`${api}${path}`)).status).toBe(404);
  });

  it("are served in Prometheus text format on their own listener, bound to loopback", async () => {
    const res = await get(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain("# TYPE qrbar_http_requests_total counter");
    expect(res.body).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
    expect(sample(res.body, "qrbar_store_up")).toBe(1);
    // 127.0.0.1 only: another loopback address of this machine is refused.
    await expect(get(metricsUrl.replace("127.0.0.1", "127.0.0.2"), "127.0.0.2")).rejects.toMatchObject({
      code: "ECONNREFUSED",
    });
    expect((await get(metricsUrl.replace("/metrics", "/other"))).status).toBe(404);
  });

  it("move as requests are answered: by route pattern and status, latency, store, pool, refusals", async () => {
    const before = await scrape();
    const generated = await fetch(`${api}/api/qr/generate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "text", content: { text: "counted" } }),
    });
    const { download_url: download } = (await generated.json()) as { download_url: string };
    expect((await fetch(`${api}${download}`)).status).toBe(200);
    expect((await fetch(`${api}/api/no/such/route?secret=1`)).status).toBe(404);
    const qr = form(generateQr({ type: "text", content: { text: "scanned" } }).bytes);
    expect((await fetch(`${api}/api/scan`, { method: "POST", ...qr })).status).toBe(200);
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 4, background: "#fff" } })
      .png()
      .toColourspace("rgb16")
      .toBuffer();
    expect((await fetch(`${api}/api/scan`, { method: "POST", ...form(bomb) })).status).toBe(413);
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    const post = { method: "POST", route: "/api/qr/generate" };
    expect(moved("qrbar_http_requests_total", { ...post, status: "200" })).toBe(1);
    expect(moved("qrbar_http_request_duration_seconds_count", post)).toBe(1);
    expect(moved("qrbar_http_requests_total", { route: "/api/qr/download/:id", status: "200" })).toBe(1);
    expect(moved("qrbar_http_requests_total", { route: "(unmatched)", status: "404" })).toBe(1);
    expect(after).not.toContain("/api/no/such/route");
    expect(moved("qrbar_http_requests_total", { route: "/api/scan", status: "413" })).toBe(1);
    expect(moved("qrbar_shed_total", { reason: "scan_cost" })).toBe(1);
    expect(moved("qrbar_store_operation_seconds_count", { operation: "save", outcome: "ok" })).toBe(1);
    expect(moved("qrbar_store_operation_seconds_count", { operation: "load", outcome: "ok" })).toBe(1);
    expect(moved("qrbar_pool_wait_seconds_count", { pool: "scanner" })).toBe(1);
    expect(moved("qrbar_pool_run_seconds_count", { pool: "scanner" })).toBe(1);
    expect(sample(after, "qrbar_pool_waiting", { pool: "scanner" })).toBe(0);
  });

  it("count the tasks a pool stopped at their deadline", async () => {
    const before = await scrape();
    const res = await fetch(`${api}/api/qr/generate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        type: "text",
        content: { text: "slow" },
        customization: { size: 4096, module_shape: "dots" },
      }),
    });
    expect(res.status).toBe(413);
    const after = await scrape();
    const labels = { pool: "code_generator", reason: "deadline" };
    expect(sample(after, "qrbar_pool_stopped_total", labels) - sample(before, "qrbar_pool_stopped_total", labels)).toBe(
      1,
    );
  });

  it("count the rate limit's refusals", async () => {
    const before = sample(await scrape(), "qrbar_shed_total", { reason: "rate_limit" });
    let limited = 0;
    for (let i = 0; i < 15; i++) if ((await fetch(`${api}/api/qr/types`)).status === 429) limited++;
    expect(limited).toBeGreaterThan(0);
    expect(sample(await scrape(), "qrbar_shed_total", { reason: "rate_limit" }) - before).toBe(limited);
  });
});

describe("metrics with WORKERS=2", () => {
  it("are served once, by the primary, summed over the workers", async () => {
    const dir = mkdtempSync(join(tmpdir(), "qrbar-metrics-"));
    const [port, metricsPort] = [await freePort(), await freePort()];
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=source", fileURLToPath(new URL("../main.ts", import.meta.url))],
      {
        env: {
          ...process.env,
          WORKERS: "2",
          PORT: String(port),
          HOST: "127.0.0.1",
          METRICS_PORT: String(metricsPort),
          STORAGE_URL: `sqlite://${join(dir, "codes.sqlite")}`,
          LOG_LEVEL: "warn",
        },
        stdio: "ignore",
      },
    );
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 300; i++) {
        if (
          await fetch(`${base}/api/health`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Each on a connection of its own, so that both workers answer some.
      for (let i = 0; i < 8; i++) {
        const res = await fetch(`${base}/api/qr/types`, { headers: { connection: "close" } });
        expect(res.status).toBe(200);
      }
      const text = (await get(`http://127.0.0.1:${metricsPort}/metrics`)).body;
      expect(sample(text, "qrbar_http_requests_total", { route: "/api/qr/types", status: "200" })).toBe(8);
      // The two start-up checks, one per worker, are in the sum.
      expect(
        sample(text, "qrbar_store_operation_seconds_count", { operation: "ping", outcome: "ok" }),
      ).toBeGreaterThanOrEqual(2);
      expect((await get(`${base}/metrics`)).status).toBe(404);
    } finally {
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
