import { paymentTypeTests } from "../../../testing/payment-type-tests.js";

paymentTypeTests({
  cashapp: {
    payloads: [[{ cashtag: "$jack" }, "https://cash.app/$jack"]],
    refusals: [[{ cashtag: "$12345" }, "content.cashtag", "must be a $Cashtag"]],
  },
});
