import { BOLT11_COFFEE } from "../../../testing/qr-type-cases/index.js";
import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("bitcoin", {
  payloads: [
    [
      {
        address: "BC1P0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQZK5JJ0",
        amount: 0.00021,
        lightning: BOLT11_COFFEE.toUpperCase(),
      },
      `bitcoin:bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0?amount=0.00021&lightning=${BOLT11_COFFEE}`,
    ],
    [
      { address: "3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC", amount: "50" },
      "bitcoin:3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC?amount=50",
    ],
  ],
  parses: [
    [
      "BITCOIN:1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu?amount=20.3&somethingyoudontunderstand=50",
      { address: "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu", amount: "20.3" },
    ],
  ],
  broken: [["bitcoin:175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W?amount=1", /content\.address .*checksum/]],
  refusals: [
    [{ address: "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggv" }, "content.address", "fails the base58check checksum"],
    [{ address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh" }, "content.address", "fails the bech32/bech32m check"],
    [{ address: "LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9" }, "content.address", "is not a Bitcoin mainnet address"],
    [
      { address: "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu", amount: "0.000000001" },
      "content.amount",
      "must have at most 8 decimals",
    ],
    [
      { address: "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu", amount: "21000001" },
      "content.amount",
      "must be at most 21000000",
    ],
    [
      { address: "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu", lightning: `${BOLT11_COFFEE.slice(0, -1)}q` },
      "content.lightning",
      "fails the bech32 check",
    ],
  ],
});

describeQrType("litecoin", {
  refusals: [
    [{ address: "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu" }, "content.address", "is not a Litecoin mainnet address"],
  ],
});

describeQrType("bitcoincash", {
  payloads: [
    [
      { address: "BITCOINCASH:PPM2QSZNHKS23Z7629MMS6S4CWEF74VCWVN0H829PQ", message: "Tip" },
      "bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq?message=Tip",
    ],
  ],
  refusals: [
    [
      { address: "bchtest:pr6m7j9njldwwzlg9v7v53unlr4jkmx6eyvwc0uz5t" },
      "content.address",
      "must be a Bitcoin Cash mainnet address",
    ],
    [{ address: "qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6b" }, "content.address", "fails the CashAddr check"],
  ],
});

describeQrType("dogecoin", {
  refusals: [[{ address: "DH5yaieqoZN36fDVciNyRueRGvGLR3mr7M" }, "content.address", "fails the base58check checksum"]],
});
