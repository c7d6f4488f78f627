import { buildApp, loadConfig } from "@qrbar/server";
import { afterAll, beforeAll } from "vitest";
import { createClient, type QrbarClient } from "../node.js";

/** A real qrbar server listening on a free loopback port, for client tests. */
export interface TestServer {
  /** `http://127.0.0.1:<port>/api`: the spec's `{base_url}`. */
  readonly baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the real server in-process on port 0 over an in-memory store, logging off.
 *
 * @example
 * ```ts
 * const server = await startTestServer({ RATE_LIMIT_MAX: "1" });
 * const client = createClient({ baseUrl: server.baseUrl });
 * await server.close();
 * ```
 */
export async function startTestServer(env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  const app = await buildApp({ config: loadConfig({ STORAGE_URL: "memory://", ...env }), logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return { baseUrl: `${address}/api`, close: () => app.close() };
}

/** A file's test server and a Node client of it, both set once the file's `beforeAll` has run. */
export interface LiveServer {
  readonly server: TestServer;
  readonly client: QrbarClient;
}

/**
 * Starts the real server (see {@link startTestServer}) before a test file's tests, with a Node
 * client of it, and closes it after them.
 *
 * @example
 * ```ts
 * const live = useTestServer();
 * it("is healthy", async () => expect((await live.client.health()).status).toBe("ok"));
 * ```
 */
export function useTestServer(env: NodeJS.ProcessEnv = {}): LiveServer {
  const live = {} as { server: TestServer; client: QrbarClient };
  beforeAll(async () => {
    live.server = await startTestServer(env);
    live.client = createClient({ baseUrl: live.server.baseUrl });
  });
  afterAll(() => live.server.close());
  return live;
}
