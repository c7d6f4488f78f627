import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("solana", {
  payloads: [
    [
      {
        recipient: "mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN",
        amount: 0.01,
        spl_token: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
        references: ["mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN", "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"],
        label: "Michael",
        message: "Thanks for all the fish",
        memo: "OrderId5678",
      },
      "solana:mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN?amount=0.01&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&reference=mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN&reference=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&label=Michael&message=Thanks%20for%20all%20the%20fish&memo=OrderId5678",
    ],
  ],
  refusals: [
    [{ recipient: "z".repeat(44) }, "content.recipient", "must decode to a 32-byte public key"],
    [
      { recipient: "mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN", references: ["0OIl"] },
      "content.references.0",
      "must be a base58 Solana public key",
    ],
    [
      { recipient: "mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN", amount: "0.0000000001" },
      "content.amount",
      "must have at most 9 decimals",
    ],
  ],
});
