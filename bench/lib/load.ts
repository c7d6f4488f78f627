// HTTP load from another process: `runLoad` runs load-generator.ts (autocannon) in a child process, so
// the load generator shares neither the event loop nor the JIT of the bench or the server it drives.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const GENERATOR = fileURLToPath(new URL("./load-generator.ts", import.meta.url));

/** One load run: `connections` keep-alive connections on `url` for `seconds`. */
export interface LoadOptions {
  readonly url: string;
  readonly connections: number;
  readonly seconds: number;
  readonly method?: "GET" | "POST";
  /** A JSON request body; every `[<id>]` in it becomes a fresh id per request, so the content varies. */
  readonly body?: string;
}

/** What one load run measured; latencies cover every response, the rate counts 2xx only. */
export interface LoadResult {
  /** 2xx responses per second. */
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly ok: number;
  readonly non2xx: number;
  /** Connection errors, timeouts included. */
  readonly errors: number;
  readonly timeouts: number;
  /** Responses per HTTP status code. */
  readonly statusCodes: Readonly<Record<string, number>>;
  readonly seconds: number;
}

/**
 * Drives a URL with autocannon from a child process and resolves with what it measured.
 *
 * @example
 * ```ts
 * const r = await runLoad({ url: "http://127.0.0.1:3000/", connections: 50, seconds: 10 });
 * console.log(r.requestsPerSecond, r.p99Ms);
 * ```
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", GENERATOR, JSON.stringify(options)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      const last = out.trim().split("\n").at(-1);
      if (code === 0 && last) resolve(JSON.parse(last) as LoadResult);
      else reject(new Error(`load generator exited with ${code}: ${out}`));
    });
  });
}
