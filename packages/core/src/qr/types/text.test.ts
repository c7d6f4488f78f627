import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodePng } from "../../testing/index.js";
import { GENERATE_QR_TESTS, generateQrPayloadTests, generateQrRefusalTests } from "../../testing/qr-type-tests.js";
import { generateQr } from "../generate-qr.js";

generateQrPayloadTests([["text", { text: "Hello, wörld! 👋" }, "Hello, wörld! 👋"]]);

describe(GENERATE_QR_TESTS.payloads, () => {
  it("round-trips arbitrary text (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", minLength: 1, maxLength: 120 }), async (text) => {
        const qr = generateQr({ type: "text", content: { text }, customization: { size: 400 } });
        const [symbol] = await decodePng(qr.bytes);
        expect(symbol?.text).toBe(text);
      }),
      { numRuns: 40 },
    );
  });
});

generateQrRefusalTests([
  [{ type: "text", content: {} }, "content.text", "is required"],
  [{ type: "text", content: { text: "" } }, "content.text", "must not be empty"],
  [{ type: "text", content: { text: "\udfff" } }, "content.text", "must be valid Unicode text"],
]);
