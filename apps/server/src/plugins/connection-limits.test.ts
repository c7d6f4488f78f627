import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, openSocket, type RawAnswer, rawRequest, readUntilClose } from "../testing/index.js";

const POST_HEAD = `POST /api/qr/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n`;

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

/** A listening app with short deadlines; its port. */
async function listen(env: NodeJS.ProcessEnv): Promise<number> {
  app = await buildTestApp(env);
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as { port: number }).port;
}

/** Sends `head`, then one of `drip` every `everyMs` (a client that never finishes), until the server closes. */
async function trickle(port: number, head: string, drip: string, everyMs: number): Promise<RawAnswer> {
  const socket = await openSocket(port);
  const answer = readUntilClose(socket, head);
  const timer = setInterval(() => socket.writable && socket.write(drip), everyMs);
  try {
    return await answer;
  } finally {
    clearInterval(timer);
  }
}

const expectTimeout = (answer: RawAnswer) => {
  expect(answer.status).toBe(408);
  expect(JSON.parse(answer.body)).toEqual({
    success: false,
    error: "the request did not arrive in time; send its headers and body without pausing",
    code: "REQUEST_TIMEOUT",
  });
};

describe("time limits on every phase of a connection", () => {
  const limits = { HEADERS_TIMEOUT: "500ms", REQUEST_TIMEOUT: "1500ms", KEEPALIVE_TIMEOUT: "500ms" };

  it.each([
    ["a body sent a byte at a time", `${POST_HEAD}Content-Length: 1000\r\n\r\n{`, " ", 1500],
    [
      "a chunked body without its last chunk",
      `${POST_HEAD}Transfer-Encoding: chunked\r\n\r\n1\r\n{\r\n`,
      "1\r\n \r\n",
      1500,
    ],
    ["headers sent a byte at a time", "POST /api/qr/generate HTTP/1.1\r\nX-Slow: ", "a", 500],
  ])("cuts off %s with 408 JSON once its deadline passes", async (_name, head, drip, deadlineMs) => {
    const port = await listen(limits);
    const answer = await trickle(port, head, drip, 100);
    expectTimeout(answer);
    // Node checks the deadlines every quarter of HEADERS_TIMEOUT (at most every second).
    expect(answer.ms).toBeGreaterThanOrEqual(deadlineMs - 50);
    expect(answer.ms).toBeLessThan(deadlineMs + 1000);
  });

  it("cuts off a connection that sends nothing by the headers deadline", async () => {
    const port = await listen(limits);
    const answer = await readUntilClose(await openSocket(port));
    expectTimeout(answer);
    expect(answer.ms).toBeLessThan(1500);
  });

  it("closes an idle keep-alive connection after KEEPALIVE_TIMEOUT, and answers a request sent in time", async () => {
    const port = await listen(limits);
    const socket = await openSocket(port);
    const answer = await readUntilClose(socket, `GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeGreaterThanOrEqual(450);
    expect(answer.ms).toBeLessThan(2000);
  });

  it("accepts at most MAX_CONNECTIONS connections at once and closes the next at once", async () => {
    const port = await listen({ MAX_CONNECTIONS: "2" });
    const held: Socket[] = [await openSocket(port), await openSocket(port)];
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await readUntilClose(await openSocket(port));
    expect(refused.status).toBe(0);
    expect(refused.ms).toBeLessThan(500);
    const first = held.shift() as Socket;
    await new Promise<void>((resolve) => first.end(() => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(200);
    for (const socket of held) socket.destroy();
  });
});

describe("shutdown", () => {
  it("answers a request whose headers complete while the server closes with 503 OVERLOADED in our shape", async () => {
    const port = await listen({});
    const late = await openSocket(port);
    const answer = readUntilClose(late, "GET /api/qr/types HTTP/1.1\r\nHost: x\r\n");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = app?.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    late.write("\r\n");
    const res = await answer;
    await closed;
    app = undefined;
    expect(res.status).toBe(503);
    expect(res.headers.connection).toBe("close");
    expect(res.headers["retry-after"]).toBe("1");
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      error: "the server is shutting down; retry on a new connection",
      code: "OVERLOADED",
    });
  });
});

describe("requests the HTTP parser refuses", () => {
  it.each([
    [
      "a control character in a header",
      "GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\x01b\r\n\r\n",
      400,
      "MALFORMED_REQUEST",
    ],
    [
      "Content-Length with Transfer-Encoding",
      `${POST_HEAD}Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      400,
      "MALFORMED_REQUEST",
    ],
    [
      "two Content-Length values",
      `${POST_HEAD}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
      400,
      "MALFORMED_REQUEST",
    ],
    ["a space in the path", "GET /api/qr types HTTP/1.1\r\nHost: x\r\n\r\n", 400, "MALFORMED_REQUEST"],
    ["an unknown method", "BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n", 400, "MALFORMED_REQUEST"],
    [
      "a bad chunk size",
      `${POST_HEAD}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      400,
      "MALFORMED_REQUEST",
    ],
    ["an HTTP/2 preface", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", 400, "MALFORMED_REQUEST"],
    ["no Host header", "GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n", 400, "MALFORMED_REQUEST"],
    [
      "headers over 16 KB",
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      431,
      "HEADERS_TOO_LARGE",
    ],
  ])("answers %s in the JSON error shape", async (_name, request, status, code) => {
    const port = await listen({});
    const answer = await rawRequest(port, request);
    expect(answer.status).toBe(status);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    const body = JSON.parse(answer.body);
    expect(body).toMatchObject({ success: false, code });
    expect(Object.keys(body).sort()).toEqual(["code", "error", "success"]);
    expect(body.error).not.toMatch(/HPE_|Parse Error|Bad Request|llhttp/i);
  });
});

describe("Expect", () => {
  it("serves a request whose Expect is not 100-continue instead of a bodiless 417", async () => {
    const port = await listen({});
    const answer = await rawRequest(
      port,
      "GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nConnection: close\r\n\r\n",
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ success: true, status: "ok", storage: "ok" });
  });
});
