import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Where {@link listenForMetrics} serves, and what. */
export interface MetricsListenerOptions {
  readonly port: number;
  readonly host: string;
  /** The text to serve: a registry's `metrics()`, or the cluster's aggregate. */
  readonly collect: () => Promise<string>;
  /** The content type of that text (the registry's `contentType`). */
  readonly contentType: string;
}

/** A listening metrics server: its address, and how to stop it. */
export interface MetricsListener {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` in Prometheus text format on a listener of its own, apart from the public
 * API (by default on loopback only): nothing about the service's internals is reachable on the public
 * port. Any other path is 404, any other method 405.
 *
 * @example
 * ```ts
 * const listener = await listenForMetrics({ port: 9464, host: "127.0.0.1", collect: () => registry.metrics(),
 *   contentType: registry.contentType });
 * ```
 */
export async function listenForMetrics(options: MetricsListenerOptions): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("metrics are at /metrics\n");
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain" }).end("use GET\n");
      return;
    }
    options.collect().then(
      (text) => response.writeHead(200, { "content-type": options.contentType }).end(text),
      (error: unknown) =>
        response.writeHead(500, { "content-type": "text/plain" }).end(`metrics failed: ${(error as Error).message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
