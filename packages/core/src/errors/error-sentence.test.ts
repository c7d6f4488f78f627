import { describe, expect, it } from "vitest";
import { type ErrorWording, errorSentence, LIBRARY_WORDING, wordSentence } from "./error-sentence.js";
import { QrbarError } from "./qrbar-error.js";
import { REQUEST_WORDING } from "./request-wording.js";

/** A reader who marks each reference, to show where and what each one is. */
const MARKED: ErrorWording = {
  catalog: (family) => `<catalog ${family}>`,
  setting: (name) => `<setting ${name}>`,
  unstored: (families, count) => `<unstored ${families.join("+")} ${count}>`,
  oneAtATime: (family) => `<one at a time ${family}>`,
  option: (name) => `<option ${name}>`,
};

describe("error sentences", () => {
  it("keep references as they are, text (numbers included) joined, spliced sentences flattened", () => {
    const inner = errorSentence`or ${{ unstored: ["qr"], count: "one" }}`;
    expect(errorSentence`see ${{ catalog: "qr" }} for the ${64} types, ${inner}`).toEqual([
      "see ",
      { catalog: "qr" },
      " for the 64 types, or ",
      { unstored: ["qr"], count: "one" },
    ]);
    expect(errorSentence`plain`).toEqual(["plain"]);
  });

  it("are worded by the reader: each kind of reference by its own function, in place", () => {
    const sentence = errorSentence`a ${{ catalog: "barcode" }} b ${{ setting: "maxCodeBytes" }} c ${{ unstored: ["qr", "barcode"], count: "several" }} d ${{ oneAtATime: "qr" }} e ${{ option: "errorCorrection" }}`;
    expect(wordSentence(sentence, MARKED)).toBe(
      "a <catalog barcode> b <setting maxCodeBytes> c <unstored qr+barcode several> d <one at a time qr> e <option errorCorrection>",
    );
    expect(wordSentence(sentence, LIBRARY_WORDING)).toBe(
      "a barcodeCatalog() b maxCodeBytes c codes that are not stored d one at a time e errorCorrection",
    );
    expect(wordSentence(sentence, REQUEST_WORDING)).toBe(
      "a barcodeCatalog() b maxCodeBytes c codes that are not stored d one at a time e error_correction",
    );
  });

  it("give a QrbarError its message in the library's words and stay on it for other readers", () => {
    const error = new QrbarError("UNKNOWN_TYPE", errorSentence`see ${{ catalog: "qr" }}`);
    expect(error.message).toBe("see qrCatalog()");
    expect(wordSentence(error.sentence, MARKED)).toBe("see <catalog qr>");
    expect(new QrbarError("INVALID_JSON", "the body is not JSON").sentence).toEqual(["the body is not JSON"]);
  });
});
