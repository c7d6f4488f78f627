import { buildApp, loadConfig } from "@qrbar/server";

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
