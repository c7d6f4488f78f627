import { describeQrType } from "../../../testing/qr-type-suite.js";

const eth = { address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" };

describeQrType("ethereum", {
  payloads: [
    [
      {
        address: "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359",
        chain_id: 1,
        value: "1000000",
        token: "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48",
      },
      "ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359&uint256=1000000",
    ],
    [
      { address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", value: "1.5e18" },
      "ethereum:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed?value=1500000000000000000",
    ],
  ],
  parses: [
    [
      "ethereum:0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359@1?value=2.014e18&gas=21000",
      { address: "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359", chain_id: 1, value: "2014000000000000000" },
    ],
  ],
  broken: [["ethereum:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", /EIP-55/]],
  refusals: [
    [{ address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD" }, "content.address", "fails the EIP-55 checksum"],
    [{ address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe" }, "content.address", "must be an Ethereum address"],
    [{ ...eth, value: "1.5" }, "content.value", "must be a whole number of the smallest unit"],
    [{ ...eth, value: "1e78" }, "content.value", "must fit in 256 bits"],
    [{ ...eth, value: "1e999999999" }, "content.value", "must fit in 256 bits"],
    [{ ...eth, token: "0xA0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48" }, "content.token", "fails the EIP-55 checksum"],
    [{ ...eth, chain_id: 0 }, "content.chain_id", "must be at least 1"],
  ],
});
