import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("google_review", {
  refusals: [[{ place_id: "has spaces in it" }, "content.place_id", "a Google place ID"]],
});
