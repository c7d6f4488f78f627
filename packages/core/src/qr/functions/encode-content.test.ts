import { describe, expect, it } from "vitest";
import { thrownQrbarError } from "../../testing/index.js";
import { qrMatrix } from "./qr-matrix.js";
import { qrPng } from "./qr-png.js";
import { qrSvg } from "./qr-svg.js";
import { qrTerminal } from "./qr-terminal.js";

const FUNCTIONS = { qrSvg, qrPng, qrTerminal, qrMatrix } as const;

describe("content too long for the QR functions", () => {
  it.each(Object.entries(FUNCTIONS))(
    "%s names its own option errorCorrection and the levels that would take it",
    (name, encode) => {
      const error = thrownQrbarError(() => encode("a".repeat(2000), { errorCorrection: "H" }), name);
      expect(error.code).toBe("INVALID_CONTENT");
      expect(error.message).toBe(
        "the content is 2000 bytes encoded and does not fit a QR code at error correction H (at most 1273 bytes); use errorCorrection L or M, or shorten it",
      );
    },
  );

  it("says what to do when no level would take it", () => {
    const error = thrownQrbarError(() => qrSvg("a".repeat(3000)), "qrSvg");
    expect(error.message).toMatch(/\(at most 2331 bytes\); shorten it or split it over several codes$/);
  });
});
