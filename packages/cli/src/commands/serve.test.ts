import { takePort } from "@qrbar/core/testing";
import { describe, expect, it } from "vitest";
import { runCli } from "../testing/test-io.js";

describe("qrbar serve, refused before serving", () => {
  it.each([
    [["--workers", "0"], /^qrbar: --workers: WORKERS must be auto or a whole number from 1 to 256; got '0'\n/],
    [["--workers", "two"], /^qrbar: --workers: WORKERS must be auto or a whole number from 1 to 256; got 'two'\n/],
    [
      ["--workers", "2", "--storage", "memory://"],
      /^qrbar: --workers: WORKERS above 1 needs a store the workers share/,
    ],
    [["--port", "70000"], /^qrbar: --port: PORT /],
    [["--threads", "2"], /^qrbar: unknown option --threads; usage: qrbar serve /],
    [["--constructor", "2"], /^qrbar: unknown option --constructor; usage: qrbar serve /],
    [["extra"], /^qrbar: unexpected argument 'extra'; usage: qrbar serve /],
  ])("%j: exit 2 and one sentence naming the option", async (options, message) => {
    const { code, stderr } = await runCli(["serve", "--host", "127.0.0.1", ...options]);
    expect(code).toBe(2);
    expect(stderr.text()).toMatch(message);
    expect(stderr.text().trim().split("\n")).toHaveLength(1);
  });

  it("says it cannot listen on a port in use (exit 1), and leaves no signal handler behind", async () => {
    const blocker = await takePort();
    const { port } = blocker;
    const handlers = () => process.listenerCount("SIGTERM") + process.listenerCount("SIGINT");
    const before = handlers();
    try {
      const { code, stderr } = await runCli([
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        String(port),
        "--storage",
        "memory://",
      ]);
      expect([code, stderr.text()]).toEqual([1, `qrbar: cannot listen on 127.0.0.1:${port}: EADDRINUSE\n`]);
      expect(handlers()).toBe(before);
    } finally {
      await blocker.close();
    }
  });

  it("says which store it cannot use and why (exit 1), and leaves no signal handler behind", async () => {
    const handlers = () => process.listenerCount("SIGTERM") + process.listenerCount("SIGINT");
    const before = handlers();
    const { code, stderr } = await runCli(["serve", "--port", "0", "--storage", "sqlite:///proc/nope/x.sqlite"]);
    expect([code, stderr.text()]).toEqual([
      1,
      "qrbar: STORAGE_URL sqlite:///proc/nope/x.sqlite cannot be used: no such directory: /proc/nope\n",
    ]);
    expect(handlers()).toBe(before);
  });
});
