import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("venmo", {
  payloads: [[{ username: "@Jane-Doe_42" }, "https://venmo.com/Jane-Doe_42?txn=pay"]],
  refusals: [[{ username: "abc" }, "content.username", "must be a Venmo username"]],
});
