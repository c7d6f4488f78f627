import { XMR_GENERAL_FUND } from "../../../testing/qr-type-cases/index.js";
import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("monero", {
  payloads: [
    [{ address: XMR_GENERAL_FUND, amount: "0.000000000001" }, `monero:${XMR_GENERAL_FUND}?tx_amount=0.000000000001`],
  ],
  parses: [[`monero://${XMR_GENERAL_FUND}?tx_amount=1`, { address: XMR_GENERAL_FUND, amount: "1" }]],
  refusals: [
    [{ address: `${XMR_GENERAL_FUND.slice(0, 94)}B` }, "content.address", "fails the Monero Keccak-256 checksum"],
    [{ address: XMR_GENERAL_FUND, amount: "0.0000000000001" }, "content.amount", "must have at most 12 decimals"],
  ],
});
