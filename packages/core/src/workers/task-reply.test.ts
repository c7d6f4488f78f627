import { describe, expect, it } from "vitest";
import { errorSentence } from "../errors/error-sentence.js";
import { QrbarError } from "../errors/qrbar-error.js";
import { replyOf } from "./task-reply.js";

describe("replyOf", () => {
  it("packs a QrbarError as data that survives structured cloning: code, sentence with its references, details, cause", async () => {
    const reply = await replyOf(() => {
      throw new QrbarError("UNKNOWN_TYPE", errorSentence`see ${{ catalog: "barcode" }}`, {
        details: [{ field: "type", message: "is not a barcode type" }],
        cause: new Error("underneath"),
      });
    });
    expect(structuredClone(reply)).toEqual({
      ok: false,
      error: {
        code: "UNKNOWN_TYPE",
        sentence: ["see ", { catalog: "barcode" }],
        details: [{ field: "type", message: "is not a barcode type" }],
        cause: "underneath",
      },
    });
  });

  it("packs a value as it is, and anything else thrown as unexpected", async () => {
    expect(await replyOf(async () => 42)).toEqual({ ok: true, value: 42 });
    expect(await replyOf(() => Promise.reject(new TypeError("boom")))).toEqual({
      ok: false,
      error: { unexpected: expect.stringContaining("TypeError: boom") },
    });
  });
});
