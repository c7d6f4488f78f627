import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("google_meet", {
  payloads: [[{ code: "ABCMNOPXYZ" }, "https://meet.google.com/abc-mnop-xyz"]],
  parses: [["https://meet.google.com/abc-mnop-xyz?authuser=0", { code: "abc-mnop-xyz" }]],
  refusals: [[{ code: "abc-mnop-xy" }, "content.code", "10 letters as xxx-yyyy-zzz"]],
});
