import { readFileSync } from "node:fs";
import { join } from "node:path";
import { barcodeCatalog } from "@qrbar/core";
import { CLI_DECODERS, decodePng, rasterisePdf, VECTOR_TOOLS, zbarimgRaw } from "@qrbar/core/testing";
import { describe, expect, it } from "vitest";
import { runCli } from "../testing/test-io.js";

describe("qrbar barcode", () => {
  it.each([
    // EAN-13 check digit of 590123412345: 17 + 3 x 22 = 83, so 7.
    [["ean13", "590123412345"], "EAN13", "5901234123457"],
    [["ean13", "5901234123457"], "EAN13", "5901234123457"],
    // UPC-A check digit of 03600029145: 3 x (0+6+0+2+1+5) + (3+0+0+9+4) = 58, so 2; the test decoder
    // reads UPC-A as the EAN-13 it is, with a leading 0.
    [["upca", "03600029145"], "EAN13", "0036000291452"],
    [["code128", "QRBAR-2026", "--width", "600", "--height", "150"], "Code128", "QRBAR-2026"],
    [["code128", "NO TEXT", "--show-text", "false"], "Code128", "NO TEXT"],
    [["datamatrix", "Lot 42"], "DataMatrix", "Lot 42"],
  ])("%j writes a PNG that decodes as %s %j", async (argv, format, text) => {
    const { code, stderr, cwd } = await runCli(["barcode", ...argv, "-o", "b.png"]);
    expect(stderr.text()).toBe("");
    expect(code).toBe(0);
    const [symbol, ...others] = await decodePng(readFileSync(join(cwd, "b.png")));
    expect(others).toEqual([]);
    expect([symbol?.format, symbol?.text]).toEqual([format, text]);
  });

  it.skipIf(!VECTOR_TOOLS.pdftoppm || !CLI_DECODERS.zbarimg)(
    "writes a PDF by the file name that poppler prints at 300 dpi and ZBar reads (needs poppler-utils, zbar-tools)",
    async () => {
      const { code, stdout, cwd } = await runCli(["barcode", "code128", "QRBAR (pdf)", "-o", "b.pdf"]);
      expect(code).toBe(0);
      expect(stdout.text()).toBe('wrote b.pdf: 400x200 PDF code128, encoding "QRBAR (pdf)"\n');
      expect(zbarimgRaw(rasterisePdf(readFileSync(join(cwd, "b.pdf")), 300))).toBe("QRBAR (pdf)");
    },
  );

  it("writes SVG by the file name, at the size asked", async () => {
    const { code, stdout, cwd } = await runCli(["barcode", "ean13", "5901234123457", "-o", "b.svg", "--width", "300"]);
    expect(code).toBe(0);
    expect(stdout.text()).toBe('wrote b.svg: 300x200 SVG ean13, encoding "5901234123457"\n');
    expect(readFileSync(join(cwd, "b.svg"), "utf8")).toMatch(/^<svg [^>]*width="300" height="200"/);
  });

  it.each([
    [[], 2, "missing the barcode type; usage: qrbar barcode <type> <content>"],
    [["ean13"], 2, "missing the content; usage:"],
    [["ean13", "1", "2"], 2, "unexpected argument '2'; quote content that holds spaces"],
    [["ean13", "590123412345", "--colour", "#000"], 2, "unknown option --colour"],
    [["ean14x", "1"], 2, "the type 'ean14x' is not a barcode type"],
    [["ean13", "5901234123458"], 1, "content has check digit 8, but the GS1 mod-10 check digit of 590123412345 is 7"],
    [["code128", "A".repeat(60), "--width", "100"], 2, "--width must be at least"],
  ])("%j exits %i: %s", async (argv, exit, message) => {
    const { code, stderr } = await runCli(["barcode", ...argv]);
    expect(code).toBe(exit);
    expect(stderr.text()).toContain(`qrbar: ${message}`);
    expect(stderr.text().trimEnd().split("\n")).toHaveLength(1);
  });

  it("lists every type with its rules and an example that works", async () => {
    const { code, stdout } = await runCli(["barcode", "--help"]);
    expect(code).toBe(0);
    const { count, examples } = barcodeCatalog();
    expect(stdout.text()).toContain(`Types (${count}):`);
    expect(stdout.text()).toMatch(/\n {2}ean13 +EAN-13: .*; e\.g\. \d+\n/);
    const made = await runCli(["barcode", "ean8", examples.ean8 as string, "-o", "e.png"]);
    expect(made.code).toBe(0);
  });
});
