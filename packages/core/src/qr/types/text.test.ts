import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodePng } from "../../testing/index.js";
import { describeQrType } from "../../testing/qr-type-suite.js";
import { generateQr } from "../generate-qr.js";

describeQrType("text", {
  payloads: [[{ text: "Hello, wörld! 👋" }, "Hello, wörld! 👋"]],
  refusals: [
    [{}, "content.text", "is required"],
    [{ text: "" }, "content.text", "must not be empty"],
    [{ text: "\udfff" }, "content.text", "must be valid Unicode text"],
  ],
});

describe("QR type text, any text", () => {
  it("is read back by a scanner as it was given, whatever its characters (property)", async () => {
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
