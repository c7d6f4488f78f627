import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startServer, stopServer } from "./server-process.js";

const env = () => ({ STORAGE_URL: `sqlite://${join(mkdtempSync(join(tmpdir(), "qrbar-proc-")), "codes.sqlite")}` });

describe("the server process", () => {
  it("logs one JSON line per request with method, route, status, time and id, never the content", async () => {
    const server = await startServer(env());
    const secret = "SECRET-wifi-password-4711";
    await fetch(`${server.baseUrl}/api/qr/generate?token=${secret}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "log-test-1" },
      body: JSON.stringify({ type: "text", content: { text: secret } }),
    });
    await fetch(`${server.baseUrl}/api/nope`, { headers: { "x-request-id": "log-test-2" } });
    expect(await stopServer(server, "SIGTERM")).toBe(0);
    const lines = server
      .output()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((l) => l.msg === "request");
    expect(requests).toEqual([
      expect.objectContaining({ reqId: "log-test-1", method: "POST", route: "/api/qr/generate", status: 200 }),
      expect.objectContaining({ reqId: "log-test-2", method: "GET", route: "(no route)", status: 404 }),
    ]);
    expect(typeof requests[0]?.ms).toBe("number");
    expect(server.output()).not.toContain(secret);
    expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
  });

  it("finishes in-flight requests on SIGTERM, then exits 0", async () => {
    const server = await startServer(env());
    const items = Array.from({ length: 50 }, (_, i) => ({
      type: "text",
      content: { text: `slow ${i}` },
      customization: { size: 4096 },
    }));
    const inFlight = fetch(`${server.baseUrl}/api/batch/qr`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items }),
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const exited = stopServer(server, "SIGTERM");
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { successful: number }).successful).toBe(50);
    expect(await exited).toBe(0);
    expect(server.output()).toContain('"signal":"SIGTERM"');
  });
});
