import { describe, expect, it } from "vitest";
import { wordSentence } from "../../errors/error-sentence.js";
import { encoderError } from "./encoder-error.js";

describe("encoderError", () => {
  it("points at the barcode catalog in the sentence, worded by each reader, and not in the detail", () => {
    const cause = new Error("something bwip-js says without a BWIPP id");
    const error = encoderError(cause, "ean13", "123");
    expect([error.code, error.message, error.cause]).toEqual([
      "INVALID_CONTENT",
      "content could not be encoded as ean13; check it against the rules in barcodeCatalog()",
      cause,
    ]);
    expect(error.details).toEqual([{ field: "content", message: "could not be encoded as ean13" }]);
    const http = {
      catalog: () => "GET /api/barcode/types",
      setting: String,
      unstored: String,
      oneAtATime: String,
      option: String,
    };
    expect(wordSentence(error.sentence, http)).toBe(
      "content could not be encoded as ean13; check it against the rules in GET /api/barcode/types",
    );
  });

  it("says what a BWIPP error means, with BWIPP's sentence and without its id", () => {
    const error = encoderError(new Error("bwipp.GS1badMonth#3346: AI 17: Invalid month"), "gs1_128", "(17)991332");
    expect(error.message).toBe("content fails the GS1 rules for gs1_128: AI 17: Invalid month");
    expect(error.details).toEqual([
      { field: "content", message: "fails the GS1 rules for gs1_128: AI 17: Invalid month" },
    ]);
  });
});
