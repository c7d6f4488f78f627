import { describe, expect, it, vi } from "vitest";
import { thrownQrbarError } from "../../testing/index.js";

// A browser: bwip-js cannot be required synchronously, and the engine does not come with the module.
vi.mock("#platform", async (original) => ({
  ...(await original<typeof import("#platform")>()),
  requireBwipJs: () => undefined,
}));
vi.mock("#barcode-engine", () => ({ BUNDLED_ENGINE: undefined }));

const { barcodeSvg, loadBarcodeEngine } = await import("../../barcode.js");

describe("the symbologies that come with the barcode engine, in a browser", () => {
  it("are asked for by name before the engine is loaded, and an unknown type is still told apart", async () => {
    const isbn = thrownQrbarError(() => barcodeSvg("isbn", "978-1-56581-231-4"), "barcodeSvg");
    expect(isbn.code).toBe("VALIDATION_ERROR");
    expect(isbn.details).toEqual([
      { field: "type", message: expect.stringMatching(/^'isbn' is drawn by .*await loadBarcodeEngine\(\)/) },
    ]);
    const unknown = thrownQrbarError(() => barcodeSvg("ean-13" as never, "590123412345"), "barcodeSvg");
    expect(unknown.code).toBe("UNKNOWN_TYPE");
    expect(unknown.message).toMatch(/66 known types.*did you mean 'ean13'/);
    expect(barcodeSvg("ean13", "590123412345")).toMatch(/^<svg /);
  });

  it("draw after loadBarcodeEngine(), bars and grids alike", async () => {
    await loadBarcodeEngine();
    expect(barcodeSvg("isbn", "978-1-56581-231-4")).toMatch(/^<svg /);
    expect(barcodeSvg("qrcode", "hello")).toMatch(/^<svg .*<path/);
  });
});
