import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMMANDS } from "./commands/index.js";
import { runCli } from "./testing/test-io.js";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

describe("qrbar", () => {
  it("prints the overview on --help (exit 0) and, without a command, on stderr (exit 2)", async () => {
    const help = await runCli(["--help"]);
    expect(help.code).toBe(0);
    for (const command of COMMANDS)
      expect(help.stdout.text()).toContain(`  ${command.name.padEnd(9)}${command.summary}`);
    const bare = await runCli([]);
    expect(bare.code).toBe(2);
    expect(bare.stdout.text()).toBe("");
    expect(bare.stderr.text()).toBe(help.stdout.text());
  });

  it("prints its version", async () => {
    const { code, stdout } = await runCli(["--version"]);
    expect([code, stdout.text()]).toEqual([0, `${version}\n`]);
  });

  it("refuses an unknown command with exit 2 and one sentence", async () => {
    const { code, stderr } = await runCli(["qrcode"]);
    expect(code).toBe(2);
    expect(stderr.text()).toBe(
      "qrbar: unknown command 'qrcode'; the commands are qr, barcode, label, scan, batch, serve, mcp\n",
    );
  });

  it.each(COMMANDS.map((command) => command.name))("%s --help (and help %s) explains the command", async (name) => {
    const { code, stdout } = await runCli([name, "--help"]);
    expect(code).toBe(0);
    expect(stdout.text()).toMatch(new RegExp(`^Usage: qrbar ${name} `));
    expect((await runCli(["help", name])).stdout.text()).toBe(stdout.text());
  });
});
