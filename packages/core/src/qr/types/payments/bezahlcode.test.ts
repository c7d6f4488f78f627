import { paymentTypeTests } from "../../../testing/payment-type-tests.js";

paymentTypeTests(["bezahlcode"], {
  payloads: [
    [
      "bezahlcode",
      { name: "Max Muster", iban: "DE89370400440532013000", amount: 1234.5 },
      "bank://singlepaymentsepa?name=Max%20Muster&iban=DE89370400440532013000&amount=1234%2C50",
    ],
  ],
  refusals: [
    ["bezahlcode", { name: "Max", iban: "DE89370400440532013001" }, "content.iban", "fails the mod-97 check"],
    ["bezahlcode", { name: "Max", iban: "DE89370400440532013000", bic: "DEUTDEFF5" }, "content.bic", "must be a BIC"],
  ],
});
