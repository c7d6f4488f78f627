// One HTTP request from a bench to a server on loopback, as a client of its own would send it.
import { type Agent, request } from "node:http";

/** How a request goes out: on `agent`'s connections, from `localAddress` (127.0.0.2 is another client). */
export interface Via {
  readonly agent: Agent;
  /** The loopback address the socket leaves from (default the system's choice, 127.0.0.1). */
  readonly localAddress?: string;
}

/** A whole answer: its status (0 when the connection failed), round-trip time and bytes. */
export interface Answer {
  readonly status: number;
  readonly ms: number;
  readonly raw: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON answer whose fields the bench reads.
  readonly json: () => any;
}

/**
 * Sends one request (`body` as JSON) to 127.0.0.1:`port` and resolves with the whole answer. A refused
 * or reset connection resolves with status 0, as a failed answer, so that a load loop counts it.
 *
 * @example
 * ```ts
 * const answer = await send(server.port, { agent: new Agent({ keepAlive: true }) }, "GET", "/api/health");
 * ```
 */
export function send(port: number, via: Via, method: string, path: string, body?: unknown): Promise<Answer> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({
      host: "127.0.0.1",
      port,
      path,
      method,
      agent: via.agent,
      ...(via.localAddress ? { localAddress: via.localAddress } : {}),
      headers:
        json === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(json) },
    });
    const answer = (status: number, raw: Buffer): Answer => ({
      status,
      ms: performance.now() - started,
      raw,
      json: () => JSON.parse(raw.toString("utf8")),
    });
    req.once("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.once("end", () => resolve(answer(res.statusCode ?? 0, Buffer.concat(chunks))));
    });
    req.once("error", () => resolve(answer(0, Buffer.alloc(0))));
    req.end(json);
  });
}
