// Starting the servers the HTTP benches drive: our real server (`apps/server/src/main.ts`, as production
// runs it, logging to a file) and the plain Fastify baselines (`baseline-server.ts`), each in a process
// of its own on loopback, so the load generator and the server never share an event loop.
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../../apps/server/src/main.ts", import.meta.url));
const BASELINE = fileURLToPath(new URL("./baseline-server.ts", import.meta.url));
const CLOCK_TICKS = 100; // USER_HZ on Linux: /proc/<pid>/stat counts CPU time in 1/100 s

/** A server process listening on 127.0.0.1. */
export interface Server {
  readonly pid: number;
  readonly port: number;
  /** Sends SIGTERM and resolves once the process has exited. */
  readonly stop: () => Promise<void>;
  /** What the process has written to its stdout (the server's JSON log) so far. */
  readonly log: () => string;
}

/** A new empty directory under the system's temporary directory. */
export const tempDir = (): string => mkdtempSync(join(tmpdir(), "qrbar-bench-"));

/**
 * Runs `node --import tsx --conditions=source <script>` with `env`, its stdout going to a log file, and
 * resolves once `ready` matches the log; its first group is the port. Gives up after 60 s.
 */
async function startListening(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  nodeArgs: readonly string[] = [],
): Promise<Server> {
  const logFile = join(tempDir(), "server.log");
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "--conditions=source", script, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", openSync(logFile, "w"), "inherit"],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const port = ready.exec(readFileSync(logFile, "utf8"))?.[1];
    if (port) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      const stop = () => {
        child.kill("SIGTERM");
        return exited;
      };
      return { pid: child.pid as number, port: Number(port), stop, log: () => readFileSync(logFile, "utf8") };
    }
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`${script} did not start:\n${readFileSync(logFile, "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the real server with `WORKERS=workers`, the rate limit raised out of the way, and `env` on top
 * (e.g. `STORAGE_URL`); resolves once all its workers listen. `nodeArgs` go to node (e.g. `--cpu-prof`).
 *
 * @example
 * ```ts
 * const server = await startServer({ STORAGE_URL: `sqlite://${tempDir()}/codes.sqlite` }, 1);
 * await server.stop();
 * ```
 */
export function startServer(
  env: NodeJS.ProcessEnv,
  workers: number,
  nodeArgs: readonly string[] = [],
): Promise<Server> {
  const ready =
    workers > 1 ? /"msg":"\d+ workers listening on port (\d+)"/ : /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
  return startListening(
    MAIN,
    [],
    { HOST: "127.0.0.1", PORT: "0", RATE_LIMIT_MAX: "10000000", WORKERS: String(workers), ...env },
    ready,
    nodeArgs,
  );
}

/** The plain Fastify baselines `baseline-server.ts` serves. */
export type Baseline = "empty" | "qrcode";

/**
 * Starts a plain Fastify baseline in a process of its own: `empty` answers `GET /` with `{}`, `qrcode`
 * answers `POST /api/qr/generate` with `qrcode.toBuffer` of the request's URL as a data URI.
 *
 * @example
 * ```ts
 * const server = await startBaseline("empty");
 * ```
 */
export function startBaseline(kind: Baseline): Promise<Server> {
  return startListening(BASELINE, [kind], {}, /listening on port (\d+)/);
}

/** CPU seconds used so far by a process and its children that are still running (the workers). */
export function cpuSeconds(pid: number): number {
  const ticks = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) };
  };
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { ppid, cpu } = ticks(readFileSync(`/proc/${entry}/stat`, "utf8"));
      if (Number(entry) === pid || ppid === pid) total += cpu;
    } catch {
      // The process ended while being read.
    }
  }
  return total / CLOCK_TICKS;
}
