import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));

/** A server started as its own process, as `pnpm start` would, and where it listens. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** Everything the process wrote, for failure messages. */
  readonly output: () => string;
}

/** The JSON log lines a server process has written so far. */
export function logLines(server: ServerProcess): Array<Record<string, unknown>> {
  return server
    .output()
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Starts `src/main.ts` in a child process on a free loopback port with the given environment, and
 * resolves once it logs that it listens.
 */
export function startServer(env: NodeJS.ProcessEnv, timeoutMs = 30_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=source", MAIN], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1], output: () => output });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}

/** Kills the process with a signal and waits for it to be gone. */
export function stopServer(server: ServerProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve(server.child.exitCode);
    server.child.once("exit", (code) => resolve(code));
    server.child.kill(signal);
  });
}
