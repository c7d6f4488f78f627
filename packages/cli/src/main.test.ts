import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { decodePng } from "@qrbar/core/testing";
import { describe, it } from "vitest";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));
const MAIN = join(PACKAGE, "src", "main.ts");

/** Runs the real `qrbar` entry in its own process, from the sources, with `input` (or nothing) on its stdin. */
function qrbar(argv: string[], input?: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=source", MAIN, ...argv], {
    cwd: PACKAGE,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdin.end(input);
  const stdout: Buffer[] = [];
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // "close", not "exit": the output is read to its end before a test looks at it.
  const exit = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  return { child, exit, stdout: () => Buffer.concat(stdout), stderr: () => stderr };
}

const dir = mkdtempSync(join(tmpdir(), "qrbar-main-"));

// Each case starts a process (about 1 s of TypeScript loading): they run side by side. Seven processes
// compiling the sources at once on a busy two-core machine took 25 s each, hence the long timeout.
describe.concurrent("the qrbar process", { timeout: 120_000 }, () => {
  it.for([
    [["qr", "url", "--url", "https://example.com", "-o", join(dir, "a.png")], 0, 0],
    [["qr", "nope"], 2, 1],
    [["scan", join(dir, "missing.png")], 1, 1],
  ] as const)("%j exits %i with %i line(s) on stderr", async ([argv, exitCode, stderrLines], { expect }) => {
    const run = qrbar([...argv]);
    expect(await run.exit).toBe(exitCode);
    expect(run.stderr().split("\n").filter(Boolean)).toHaveLength(stderrLines);
    if (stderrLines) expect(run.stderr()).toMatch(/^qrbar: /);
    else expect((await decodePng(readFileSync(argv.at(-1) as string)))[0]?.text).toBe("https://example.com");
  });

  it("writes a whole image to a pipe with -o -", async ({ expect }) => {
    const run = qrbar(["qr", "text", "--text", "through a pipe", "--size", "1024", "-o", "-"]);
    expect(await run.exit).toBe(0);
    expect((await decodePng(run.stdout()))[0]?.text).toBe("through a pipe");
  });

  it("reads a label request piped to it with --request -", async ({ expect }) => {
    const request = {
      sender: { name: "Zoë Müller", lines: ["Alexanderplatz 1"], city: "Berlin", postal_code: "10178", country: "DE" },
      recipient: { name: "山田 太郎", lines: ["1-1 Chiyoda"], city: "Tokyo", postal_code: "100-0001", country: "JP" },
      service: "EXPRESS",
      tracking_number: "1Z999AA10123456784",
    };
    const run = qrbar(["label", "--request", "-", "-o", "-"], JSON.stringify(request));
    expect(await run.exit).toBe(0);
    expect(run.stderr()).toBe("wrote -: 812x1218 PNG label at 203 dpi\n");
    expect((await decodePng(run.stdout()))[0]?.text).toBe("1Z999AA10123456784");
  });

  it.for([1, 2])("serves the API with %i worker(s) until SIGTERM, then exits 0", async (workers, { expect }) => {
    const storage = workers > 1 ? `sqlite://${join(dir, "served.sqlite")}` : "memory://";
    const argv = ["serve", "--port", "0", "--host", "127.0.0.1", "--storage", storage, "--workers", String(workers)];
    // Request log lines (with each process's pid) on stdout show which processes answered.
    const run = qrbar(argv, undefined, { LOG_LEVEL: "info" });
    const base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not serving after 90 s: ${run.stderr()}`)), 90_000);
      run.child.stderr.on("data", () => {
        const match = /serving (http:\/\/127\.0\.0\.1:\d+\/api)( with \d+ workers)? \(reference: \1\/docs\)/.exec(
          run.stderr(),
        );
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    expect(run.stderr().includes(`with ${workers} workers`)).toBe(workers > 1);
    const answeredBy = () =>
      new Set(
        run
          .stdout()
          .toString()
          .split("\n")
          .filter((line) => line.includes('"route":"/api/qr/generate"'))
          .map((line) => (JSON.parse(line) as { pid: number }).pid),
      );
    // Each request on a connection of its own, which the primary hands to the next worker in turn.
    for (let i = 0; i < 4 * workers && answeredBy().size < workers; i++) {
      const created = await (
        await fetch(`${base}/qr/generate`, {
          method: "POST",
          headers: { "content-type": "application/json", connection: "close" },
          body: JSON.stringify({ type: "text", content: { text: "served" } }),
        })
      ).json();
      expect(created).toMatchObject({ success: true, type: "text", payload: "served" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(answeredBy().size).toBe(workers);
    expect((await fetch(`${base}/docs`)).status).toBe(200);
    run.child.kill("SIGTERM");
    expect(await run.exit).toBe(0);
    expect(run.stderr()).toContain("qrbar: SIGTERM: stopping after the requests in flight");
  });
});
