import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("bezahlcode", {
  payloads: [
    [
      { name: "Max Muster", iban: "DE89370400440532013000", amount: 1234.5 },
      "bank://singlepaymentsepa?name=Max%20Muster&iban=DE89370400440532013000&amount=1234%2C50",
    ],
  ],
  refusals: [
    [{ name: "Max", iban: "DE89370400440532013001" }, "content.iban", "fails the mod-97 check"],
    [{ name: "Max", iban: "DE89370400440532013000", bic: "DEUTDEFF5" }, "content.bic", "must be a BIC"],
  ],
});
