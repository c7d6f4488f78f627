import { monitorEventLoopDelay } from "node:perf_hooks";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { generateBarcode } from "../barcode/generate-barcode.js";
import { isQrbarError } from "../errors/qrbar-error.js";
import { generateQr } from "../qr/generate-qr.js";
import { untypedBarcodeRequest, untypedQrRequest } from "../testing/untyped-request.js";
import { generationCost, isHeavyGeneration } from "./generation-cost.js";
import { createGenerationPool } from "./generation-pool.js";

const heavyAztec = { type: "aztec" as const, content: "QRBAR ".repeat(300) };

describe("isHeavyGeneration", () => {
  it.each([
    ["qr", { type: "url", content: { url: "https://example.com" } }, false],
    ["qr", { type: "url", content: { url: "https://example.com" }, customization: { size: 1000 } }, false],
    ["qr", { type: "text", content: { text: "x" }, customization: { size: 1001 } }, true],
    ["qr", { type: "text", content: { text: "x".repeat(1000) } }, true],
    // A styled code is heavy at any size: its scannability proof decodes it several times.
    ["qr", { type: "text", content: { text: "x" }, customization: { size: 100, module_shape: "dots" } }, true],
    ["qr", { type: "text", content: { text: "x" }, customization: { back_color: "transparent" } }, true],
    ["qr", { type: "text", content: { text: "x" }, customization: { back_color: "#FFFFFF" } }, false],
    ["barcode", { type: "ean13", content: "590123412345" }, false],
    ["barcode", { type: "code128", content: "x".repeat(41) }, true],
    ["barcode", { type: "code128", content: "x", customization: { width: 2000, height: 600 } }, true],
    ["barcode", heavyAztec, true],
    // Nonsense is light: it fails validation at once.
    ["barcode", { type: "code128", content: "x", customization: { width: "wide" } }, false],
    ["qr", null, false],
  ] as const)("%s %j: %s", (kind, request, heavy) => {
    expect(isHeavyGeneration(kind, request)).toBe(heavy);
  });
});

describe("generationCost", () => {
  const qr = (size: number, customization: Record<string, unknown> = {}, text = "x") => ({
    type: "text",
    content: { text },
    customization: { size, ...customization },
  });

  it.each([
    ["a plain 300 px QR code", "qr", qr(300), 1, 1],
    ["a plain 4096 px QR code (9 ms measured)", "qr", qr(4096), 30, 40],
    ["a styled 300 px QR code (60 ms measured)", "qr", qr(300, { module_shape: "dots" }), 60, 70],
    ["a styled 4096 px QR code (1 s measured)", "qr", qr(4096, { module_shape: "dots" }), 1000, 1100],
    ["a 2,000-letter Aztec code (250 ms measured)", "barcode", { type: "aztec", content: "Q".repeat(2000) }, 200, 210],
    ["nonsense", "qr", null, 1, 1],
  ] as const)("weighs %s at what it takes", (_name, kind, request, low, high) => {
    const cost = generationCost(kind, request);
    expect(cost).toBeGreaterThanOrEqual(low);
    expect(cost).toBeLessThanOrEqual(high);
  });

  it("grows with size, content and styling, and is never below 1", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 64, max: 4096 }),
        fc.integer({ min: 64, max: 4096 }),
        fc.string({ maxLength: 500 }),
        (a, b, text) => {
          const [small, large] = a < b ? [a, b] : [b, a];
          expect(generationCost("qr", qr(small, {}, text))).toBeLessThanOrEqual(
            generationCost("qr", qr(large, {}, text)),
          );
          expect(generationCost("qr", qr(small, {}, text))).toBeLessThan(
            generationCost("qr", qr(small, { module_shape: "dots" }, text)),
          );
          expect(generationCost("barcode", { type: "code128", content: text })).toBeLessThanOrEqual(
            generationCost("barcode", { type: "code128", content: `${text}more` }),
          );
          expect(generationCost("qr", qr(small, {}, text))).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});

describe("createGenerationPool", () => {
  const pool = createGenerationPool({ threads: 1 });
  afterAll(() => pool.close());

  it("makes in a worker the very bytes generateQr and generateBarcode make", async () => {
    const qr = { type: "text", content: { text: "pooled" }, customization: { size: 1200 } } as const;
    expect(Buffer.from((await pool.generate("qr", qr)).bytes).equals(generateQr(qr).bytes)).toBe(true);
    const barcode = await pool.generate("barcode", heavyAztec);
    expect(Buffer.isBuffer(barcode.bytes)).toBe(true);
    expect(Buffer.from(barcode.bytes).equals(generateBarcode(heavyAztec).bytes)).toBe(true);
    expect(barcode.text).toBe(generateBarcode(heavyAztec).text);
  });

  it("keeps the caller's event loop free while a heavy code is made", async () => {
    await pool.generate("barcode", heavyAztec); // threads started, JIT warm
    const started = performance.now();
    generateBarcode(heavyAztec);
    const inline = performance.now() - started;
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    await pool.generate("barcode", heavyAztec);
    delay.disable();
    // On the event loop the whole generation would be one stall; in the pool the loop only ever
    // waits for a message.
    expect(delay.max / 1e6).toBeLessThan(inline / 2);
  });

  it("sends the generators' errors back with their code and details", async () => {
    const error = await pool.generate("barcode", { type: "ean13", content: "5901234123458" }).catch((e) => e);
    expect(isQrbarError(error)).toBe(true);
    expect(error.code).toBe("INVALID_CONTENT");
    expect(error.message).toContain("check digit");
  });
});

describe("createGenerationPool refuses bad input before its queue", () => {
  it("answers VALIDATION_ERROR, not OVERLOADED, while its one thread is busy and its queue is full", async () => {
    const pool = createGenerationPool({ threads: 1, maxQueue: 0 });
    try {
      const busy = pool.generate("barcode", heavyAztec);
      const bad = { type: "aztec", content: "x".repeat(500), extra: 1 };
      await expect(pool.generate("barcode", untypedBarcodeRequest(bad))).rejects.toMatchObject({
        code: "VALIDATION_ERROR",
      });
      const badQr = { type: "text", content: { text: "x", deep: { a: 1 } }, customization: { size: 4096 } };
      await expect(pool.generate("qr", untypedQrRequest(badQr))).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
      // A valid one is refused by the full queue, so the bad ones never reached it.
      await expect(pool.generate("barcode", heavyAztec)).rejects.toMatchObject({ code: "OVERLOADED" });
      await busy;
    } finally {
      await pool.close();
    }
  });
});
