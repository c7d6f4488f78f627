import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("paypal", {
  payloads: [
    [{ username: "JaneDoe", amount: 1500, currency: "JPY" }, "https://www.paypal.me/JaneDoe/1500JPY"],
    [{ username: "JaneDoe" }, "https://www.paypal.me/JaneDoe"],
    [{ username: "JaneDoe", amount: "7.5" }, "https://www.paypal.me/JaneDoe/7.50"],
  ],
  parses: [["https://paypal.me/JaneDoe/10.00usd", { username: "JaneDoe", amount: "10.00", currency: "USD" }]],
  refusals: [
    [{ username: "JaneDoe", currency: "EUR" }, "content.currency", "needs content.amount"],
    [
      { username: "JaneDoe", amount: "1500.5", currency: "JPY" },
      "content.amount",
      "must be a whole number; got 1500.5",
    ],
    [{ username: "Jane-Doe" }, "content.username", "must be a PayPal.Me name"],
    [{ username: "JaneDoe", amount: 5, currency: "XYZ" }, "content.currency", "must be one of AUD, BRL"],
  ],
});
