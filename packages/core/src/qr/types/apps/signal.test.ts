import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("signal", {
  payloads: [[{ phone: "+49 170 1234567" }, "https://signal.me/#p/+491701234567"]],
  refusals: [[{ phone: "4155550123" }, "content.phone", "international form"]],
});
