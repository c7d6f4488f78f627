import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@qrbar/core/testing";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * How long `npm start` may take to answer: it first builds what is stale (contract, core, server), which
 * takes minutes on a busy 2-core machine; with everything built it answers in seconds.
 */
const START_MS = 540_000;

const answers = (url: string) =>
  fetch(url).then(
    (res) => res.ok,
    () => false,
  );

/** Resolves once `url` answers, or rejects when `exited` says the process is gone. */
async function waitUntilAnswering(url: string, exited: () => boolean, output: () => string): Promise<void> {
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`npm start ended before answering:\n${output()}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`npm start did not answer ${url}:\n${output()}`);
}

// The README's first command, as a new user types it: npm, which runs scripts/start.mjs (pnpm is set up by it).
describe("npm start", () => {
  it(
    "ends quietly with status 0 on Ctrl-C (SIGINT to its process group), the server stopped gracefully",
    async () => {
      const port = await freePort();
      const health = `http://127.0.0.1:${port}/api/health`;
      // Typed in another directory, without STORAGE_URL: the data stays in the checkout's .data folder.
      const { STORAGE_URL: _, ...env } = process.env;
      const child = spawn("npm", ["--prefix", ROOT, "start"], {
        cwd: mkdtempSync(join(tmpdir(), "qrbar-start-")),
        // Its own process group, as a terminal gives the command typed in it: Ctrl-C signals the group.
        detached: true,
        env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const group = -(child.pid as number);
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.once("exit", (code, signal) => resolve({ code, signal })),
      );
      try {
        await waitUntilAnswering(
          health,
          () => child.exitCode !== null,
          () => output,
        );
      } catch (error) {
        process.kill(group, "SIGKILL");
        throw error;
      }
      await expect.poll(() => output).toContain(`data in sqlite://${join(ROOT, ".data", "qrbar.sqlite")}`);

      process.kill(group, "SIGINT");
      expect(await exit, output).toEqual({ code: 0, signal: null });
      // Neither npm nor the pnpm it may run reports the stop as a failed script.
      expect(output).not.toMatch(/ELIFECYCLE|npm (error|ERR!)/);
      // The server's own last words: it stopped on the signal, after the requests in flight.
      expect(output).toContain('"msg":"shutting down"');
      expect(await answers(health)).toBe(false);
    },
    START_MS + 60_000,
  );
});
