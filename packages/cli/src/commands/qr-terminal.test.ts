import { readdirSync } from "node:fs";
import { encodeQrMatrix } from "@qrbar/core";
import { readTerminalBlocks } from "@qrbar/core/testing";
import { describe, expect, it } from "vitest";
import { runCli } from "../testing/test-io.js";

describe("qrbar qr --terminal", () => {
  it.each([
    [["url", "--url", "https://example.com", "--terminal"], "M", 4],
    [["text", "--text", "Hello, terminal", "-t", "--margin", "2", "--error-correction", "h"], "H", 2],
    [["wifi", "--ssid", "Cafe", "--encryption", "nopass", "--terminal", "--margin", "0"], "M", 0],
  ] as Array<[string[], "L" | "M" | "Q" | "H", number]>)(
    "%j prints the very matrix of the code, with its quiet zone, and writes no file",
    async (argv, level, margin) => {
      const { code, stdout, stderr, cwd } = await runCli(["qr", ...argv]);
      expect(code).toBe(0);
      const stated = JSON.parse(stderr.text().replace(/^[a-z_]+, encoding /, ""));
      const symbol = encodeQrMatrix(stated, level);
      const rows = readTerminalBlocks(stdout.text());
      const side = symbol.width + 2 * margin;
      expect(rows[0]).toHaveLength(side);
      for (let y = 0; y < side; y++) {
        for (let x = 0; x < side; x++) {
          const [mx, my] = [x - margin, y - margin];
          const inside = mx >= 0 && my >= 0 && mx < symbol.width && my < symbol.width;
          expect(rows[y]?.[x], `module ${x},${y}`).toBe(inside ? symbol.data[my * symbol.width + mx] : 0);
        }
      }
      expect(readdirSync(cwd)).toEqual([]);
    },
  );

  it("is refused with -o or --format", async () => {
    const { code, stderr } = await runCli(["qr", "text", "--text", "x", "--terminal", "-o", "x.png"]);
    expect(code).toBe(2);
    expect(stderr.text()).toBe(
      "qrbar: --terminal prints the code instead of writing a file; leave out -o and --format\n",
    );
  });
});
