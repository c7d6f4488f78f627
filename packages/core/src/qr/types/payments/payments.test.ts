import { describe, expect, it } from "vitest";
import { parsePayload } from "../../payload/parse-payload.js";
import { PAYMENT_TYPES } from "./index.js";

// The tests of each type are beside its module (epc-sepa.test.ts, bip21-coins.test.ts, ...), run by the one
// QR-type suite (testing/qr-type-suite.ts); these span the group.

describe("payment types: payloads none of them claims", () => {
  it.each([
    [
      "bitcoin:1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu?req-somethingyoudontunderstand=50",
      "an unknown req- parameter (BIP 21)",
    ],
    ["solana:https://example.com/pay", "a Solana Pay transaction request (not a transfer)"],
    ["upi://pay?pa=shop@okaxis&pn=Shop&cu=USD", "a UPI request in another currency"],
    ["https://venmo.com/legal", "a Venmo page that is no payment"],
  ])("%s is not claimed by a payment type (%s)", (payload) => {
    expect(PAYMENT_TYPES.map((t) => t.key)).not.toContain(parsePayload(payload).format);
  });
});
