import { connect, type Socket } from "node:net";

/** What came back on a raw connection: the status line's code (0 when none), headers, body, timing. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  /** Milliseconds from the first byte sent to the connection's close. */
  readonly ms: number;
}

/** Parses the bytes of one HTTP/1.1 answer (a body sent with Content-Length, as ours are). */
export function parseAnswer(raw: string, ms: number): RawAnswer {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: raw.slice(split + 4),
    ms,
  };
}

/** An open connection to a listening server, for requests `inject()` cannot write. */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/**
 * Writes `request` (the exact bytes, which may break HTTP on purpose) on `socket` and resolves with
 * what came back once the server closes the connection (send `Connection: close`).
 */
export function readUntilClose(socket: Socket, request: string | Buffer = ""): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.once("close", () =>
      resolve(parseAnswer(Buffer.concat(chunks).toString("latin1"), performance.now() - started)),
    );
    if (request.length > 0) socket.write(request);
  });
}

/**
 * Sends one raw request on a new connection and resolves with the answer once the server closes it.
 *
 * @example
 * ```ts
 * const res = await rawRequest(port, "GET http://localhost/api/qr/types HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
 * ```
 */
export async function rawRequest(port: number, request: string | Buffer): Promise<RawAnswer> {
  return readUntilClose(await openSocket(port), request);
}

/** A whole `Connection: close` request for `target`, with an optional JSON body. */
export function requestText(method: string, target: string, body?: string): string {
  const bodyHeaders =
    body === undefined ? "" : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`;
  return `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${bodyHeaders}\r\n${body ?? ""}`;
}
