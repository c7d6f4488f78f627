import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { decodePng } from "@qrbar/core/testing";
import { describe, expect, it } from "vitest";
import { runCli } from "../testing/test-io.js";

/** A fresh folder holding `items.json` with `content`. */
async function withItems(content: unknown): Promise<string> {
  const { cwd } = await runCli(["--version"]);
  writeFileSync(join(cwd, "items.json"), typeof content === "string" ? content : JSON.stringify(content));
  return cwd;
}

const ITEMS = [
  { type: "url", content: { url: "https://example.com/menu" }, file: "menu.png" },
  { type: "wifii", content: {} },
  { type: "text", content: { text: "three" }, customization: { format: "SVG" } },
  { type: "text", content: { text: "four" } },
];

describe("qrbar batch", () => {
  it("writes every good item, names them, reports the bad one alone and exits 1", async () => {
    const cwd = await withItems(ITEMS);
    const { code, stdout, stderr } = await runCli(["batch", "items.json", "-o", "out"], { cwd });
    expect(code).toBe(1);
    expect(stdout.text()).toBe("wrote 3 of 4 codes to out; 1 failed\n");
    expect(stderr.text()).toMatch(/^qrbar: item 2 \(wifii\): unknown QR type 'wifii'[^\n]*\n$/);
    expect(readdirSync(join(cwd, "out")).sort()).toEqual(["003-text.svg", "004-text.png", "menu.png"]);
    expect((await decodePng(readFileSync(join(cwd, "out", "menu.png"))))[0]?.text).toBe("https://example.com/menu");
    expect((await decodePng(readFileSync(join(cwd, "out", "004-text.png"))))[0]?.text).toBe("four");
  });

  it("takes {items: [...]}, more than 50 of them, a default format, and exits 0 when all are written", async () => {
    const items = Array.from({ length: 55 }, (_, i) => ({ type: "text", content: { text: `n${i}` } }));
    const cwd = await withItems({ items });
    const { code, stdout } = await runCli(["batch", "items.json", "--format", "svg"], { cwd });
    expect(code).toBe(0);
    expect(stdout.text()).toBe("wrote 55 of 55 codes to .\n");
    expect(existsSync(join(cwd, "055-text.svg"))).toBe(true);
  });

  it("writes PDF and EPS items, by --format and by an item's own format", async () => {
    const items = [
      { type: "text", content: { text: "a" } },
      { type: "text", content: { text: "b" }, customization: { format: "eps" } },
    ];
    const cwd = await withItems(items);
    const { code } = await runCli(["batch", "items.json", "--format", "PDF"], { cwd });
    expect(code).toBe(0);
    expect(readFileSync(join(cwd, "001-text.pdf"), "latin1")).toMatch(/^%PDF-1\.4\n/);
    expect(readFileSync(join(cwd, "002-text.eps"), "latin1")).toMatch(/^%!PS-Adobe-3\.0 EPSF-3\.0\n/);
  });

  it("draws a progress bar on a terminal and none on a pipe", async () => {
    const cwd = await withItems(ITEMS.filter((item) => item.type !== "wifii"));
    const terminal = await runCli(["batch", "items.json", "-o", "a"], { cwd, ttyStderr: true });
    expect(terminal.stderr.text()).toContain("generating [");
    expect(terminal.stderr.text()).toContain("] 3/3");
    expect(terminal.stderr.text().endsWith("\r\x1b[K")).toBe(true);
    const pipe = await runCli(["batch", "items.json", "-o", "b"], { cwd });
    expect(pipe.stderr.text()).toBe("");
  });

  it("summarises as JSON with --json", async () => {
    const cwd = await withItems(ITEMS);
    const { stdout } = await runCli(["batch", "items.json", "-o", "out", "--json"], { cwd });
    const summary = JSON.parse(stdout.text());
    expect(summary).toMatchObject({ total_items: 4, successful: 3, failed: 1 });
    expect(summary.results[1]).toMatchObject({ index: 1, success: false, type: "wifii", code: "UNKNOWN_TYPE" });
    expect(summary.results[0]).toEqual({ index: 0, success: true, file: join("out", "menu.png") });
  });

  it("refuses a file name that leaves the output folder", async () => {
    const cwd = await withItems([{ type: "text", content: { text: "x" }, file: "../escape.png" }]);
    const { code, stderr } = await runCli(["batch", "items.json", "-o", "out"], { cwd });
    expect(code).toBe(1);
    expect(stderr.text()).toContain("qrbar: item 1 (text): file must be a file name inside the output folder");
    expect(existsSync(join(cwd, "escape.png"))).toBe(false);
  });

  it.each([
    ["{not json", [], 1, "qrbar: items.json is not valid JSON"],
    [[], [], 1, 'qrbar: items.json must hold a non-empty array of QR requests, or {"items": [...]}'],
    [ITEMS, ["--format", "gif"], 2, "qrbar: --format must be png, svg, pdf or eps; got 'GIF'"],
    [ITEMS, ["--fast"], 2, "qrbar: unknown option --fast"],
  ])("%j %j exits %i: %s", async (content, extra, exit, message) => {
    const cwd = await withItems(content);
    const { code, stderr } = await runCli(["batch", "items.json", ...extra], { cwd });
    expect(code).toBe(exit);
    expect(stderr.text()).toContain(message);
  });

  it("needs the items file", async () => {
    const { code, stderr } = await runCli(["batch"]);
    expect(code).toBe(2);
    expect(stderr.text()).toContain("qrbar: missing the items file; usage: qrbar batch <items.json>");
  });
});
