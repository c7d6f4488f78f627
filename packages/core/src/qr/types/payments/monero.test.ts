import { paymentTypeTests, XMR_GENERAL_FUND } from "../../../testing/payment-type-tests.js";

paymentTypeTests({
  monero: {
    payloads: [
      [{ address: XMR_GENERAL_FUND, amount: "0.000000000001" }, `monero:${XMR_GENERAL_FUND}?tx_amount=0.000000000001`],
    ],
    parses: [[`monero://${XMR_GENERAL_FUND}?tx_amount=1`, { address: XMR_GENERAL_FUND, amount: "1" }]],
    refusals: [
      [{ address: `${XMR_GENERAL_FUND.slice(0, 94)}B` }, "content.address", "fails the Monero Keccak-256 checksum"],
      [{ address: XMR_GENERAL_FUND, amount: "0.0000000000001" }, "content.amount", "must have at most 12 decimals"],
    ],
  },
});
