import { paymentTypeTests } from "../../../testing/payment-type-tests.js";

paymentTypeTests({
  venmo: {
    payloads: [[{ username: "@Jane-Doe_42" }, "https://venmo.com/Jane-Doe_42?txn=pay"]],
    refusals: [[{ username: "abc" }, "content.username", "must be a Venmo username"]],
  },
});
