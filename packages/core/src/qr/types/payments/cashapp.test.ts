import { paymentTypeTests } from "../../../testing/payment-type-tests.js";

paymentTypeTests(["cashapp"], {
  payloads: [["cashapp", { cashtag: "$jack" }, "https://cash.app/$jack"]],
  refusals: [["cashapp", { cashtag: "$12345" }, "content.cashtag", "must be a $Cashtag"]],
});
