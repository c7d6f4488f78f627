import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("cashapp", {
  payloads: [[{ cashtag: "$jack" }, "https://cash.app/$jack"]],
  refusals: [[{ cashtag: "$12345" }, "content.cashtag", "must be a $Cashtag"]],
});
