import { describe, expect, it } from "vitest";
import { boxCorners, detectionOf } from "../../testing/detection-fixture.js";
import type { Detection } from "../engines/detection.js";
import { toScanResult } from "./to-scan-result.js";

const detection = (text: string): Detection =>
  detectionOf({ type: "qr_code", text, evidence: { unusedEc: 1 }, corners: boxCorners(10, 10, 80, 80) });

describe("toScanResult", () => {
  it("reports a payload that breaks its standard's MUST as valid: false with the problem, fields not guessed", () => {
    const result = toScanResult(detection("BCD\n002\n1\nSCT\n\nJane Doe\nAT611904300234573202"), 100, 100);
    expect(result).toMatchObject({ format: "epc_sepa", parsed: {}, valid: false });
    expect(result.problem).toMatch(/content\.iban/);
  });

  it("leaves valid and problem out for a valid payload", () => {
    const result = toScanResult(detection("BCD\n002\n1\nSCT\n\nJane Doe\nAT611904300234573201"), 100, 100);
    expect(result.format).toBe("epc_sepa");
    expect(result).not.toHaveProperty("valid");
    expect(result).not.toHaveProperty("problem");
  });
});
