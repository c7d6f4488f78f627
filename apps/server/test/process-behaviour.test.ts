import { mkdtempSync } from "node:fs";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { logLines, openSocket, readUntilClose, startServer, stopServer } from "../src/testing/index.js";

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
    const lines = logLines(server);
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

  it("logs one line for a request its client abandoned before the answer", async () => {
    const server = await startServer(env());
    const port = Number(new URL(server.baseUrl).port);
    const items = Array.from({ length: 10 }, (_, i) => ({
      type: "text",
      content: { text: `slow ${i}` },
      customization: { size: 4096 },
    }));
    const body = JSON.stringify({ items });
    const socket = await openSocket(port);
    socket.write(
      `POST /api/batch/qr HTTP/1.1\r\nHost: x\r\nX-Request-Id: gone-1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await stopServer(server, "SIGTERM")).toBe(0);
    const lines = logLines(server).filter((line) => line.reqId === "gone-1");
    expect(lines).toEqual([
      expect.objectContaining({ msg: "request abandoned by the client", method: "POST", route: "/api/batch/qr" }),
    ]);
  });

  it("exits 0 within SHUTDOWN_TIMEOUT with clients trickling bodies connected, answering them 408", async () => {
    const server = await startServer({ ...env(), SHUTDOWN_TIMEOUT: "2s" });
    const port = Number(new URL(server.baseUrl).port);
    const head = "POST /api/qr/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n";
    const sockets = await Promise.all([openSocket(port), openSocket(port)]);
    const tricklers = [
      `${head}Content-Length: 1000\r\n\r\n{`,
      `${head}Transfer-Encoding: chunked\r\n\r\n1\r\n{\r\n`,
    ].map((request, i) => {
      const socket = sockets[i] as Socket;
      // A byte every 4 s: far inside REQUEST_TIMEOUT (60 s), which Node stops checking once closing.
      const timer = setInterval(() => socket.writable && socket.write(" "), 4000);
      return readUntilClose(socket, request).finally(() => clearInterval(timer));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const code = await stopServer(server, "SIGTERM");
    const shutdownMs = performance.now() - started;
    expect(code).toBe(0);
    expect(shutdownMs).toBeLessThan(2000);
    for (const answer of await Promise.all(tricklers)) {
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: "REQUEST_TIMEOUT" });
    }
    const cut = logLines(server).filter((line) => line.msg === "request cut off");
    expect(cut).toEqual([
      expect.objectContaining({ route: "/api/qr/generate", status: 408, code: "REQUEST_TIMEOUT" }),
      expect.objectContaining({ route: "/api/qr/generate", status: 408, code: "REQUEST_TIMEOUT" }),
    ]);
    console.info(`shutdown with two trickling clients: ${Math.round(shutdownMs)} ms (SHUTDOWN_TIMEOUT 2 s)`);
  });
});
