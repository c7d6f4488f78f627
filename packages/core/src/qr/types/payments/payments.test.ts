import { describe, expect, it } from "vitest";
import { PAYMENT_CONTENTS, PAYMENT_EXAMPLE_PAYLOADS, PAYMENT_TESTS } from "../../../testing/payment-type-tests.js";
import { parsePayload } from "../../payload/parse-payload.js";
import { PAYMENT_TYPES } from "./index.js";

// The tests of each type are beside its module (epc-sepa.test.ts, bip21-coins.test.ts, ...); these span the group.

describe(PAYMENT_TESTS.examples, () => {
  it("lists the 17 payment types in catalog order", () => {
    expect(PAYMENT_TYPES.map((t) => t.key)).toEqual(Object.keys(PAYMENT_EXAMPLE_PAYLOADS));
  });
});

describe(PAYMENT_TESTS.parses, () => {
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

describe(PAYMENT_TESTS.roundTrips, () => {
  it("has an arbitrary for every payment type", () => {
    expect(Object.keys(PAYMENT_CONTENTS).sort()).toEqual(PAYMENT_TYPES.map((t) => t.key).sort());
  });
});
