import { execFileSync } from "node:child_process";
import { describe, expect, it, vi } from "vitest";
import { thrownQrbarError } from "../../testing/index.js";

// A browser's `#platform`: bwip-js cannot be required synchronously there.
vi.mock("#platform", async (original) => ({
  ...(await original<typeof import("#platform")>()),
  requireBwipJs: () => undefined,
}));

const { barcodeSvg, barcodePng, loadBarcodeEngine } = await import("../../barcode.js");

describe("the barcode engine where it cannot load by itself (a browser)", () => {
  it("is not needed for symbologies with encoders of our own, text included", () => {
    expect(barcodeSvg("ean13", "590123412345")).toMatch(/^<svg /);
    expect(barcodePng("code128", "ABC-123").length).toBeGreaterThan(100);
    expect(barcodeSvg("gs1_128", "(01)09521234543213", { showText: true })).toMatch(/^<svg /);
  });

  it("is asked for, by name, before a symbology that needs it; after loadBarcodeEngine() it draws", async () => {
    const error = thrownQrbarError(() => barcodeSvg("datamatrix", "Hello"), "barcodeSvg");
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details).toEqual([
      { field: "type", message: expect.stringMatching(/^'datamatrix' is drawn by .*await loadBarcodeEngine\(\)/) },
    ]);
    await loadBarcodeEngine();
    expect(barcodeSvg("datamatrix", "Hello")).toMatch(/^<svg /);
  });
});

describe("the barcode engine in Node", () => {
  it("is not loaded by importing @qrbar/core/barcode and drawing EAN-13 and Code 128; a Data Matrix loads it", () => {
    const probe = `
      import { createRequire } from "node:module";
      const cache = createRequire(import.meta.url).cache;
      const bwip = () => Object.keys(cache).filter((path) => /bwip-js/.test(path)).length;
      const { barcodeSvg, barcodePng } = await import("@qrbar/core/barcode");
      barcodeSvg("ean13", "590123412345");
      barcodePng("ean13", "590123412345");
      barcodeSvg("code128", "ABC-123");
      const before = bwip();
      barcodePng("datamatrix", "Hello");
      console.log(JSON.stringify([before, bwip()]));
    `;
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "--conditions=source", "--input-type=module", "-e", probe],
      { encoding: "utf8", cwd: import.meta.dirname },
    );
    expect(JSON.parse(out.trim().split("\n").at(-1) as string)).toEqual([0, 1]);
  });
});
