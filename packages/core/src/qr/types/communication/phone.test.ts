import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("phone", {
  payloads: [
    // RFC 3966 global number, separators removed
    [{ phone: "+49 (170) 123-4567" }, "tel:+491701234567"],
  ],
  parses: [["TEL:+1-415-555-0123", { phone: "+14155550123" }]],
  refusals: [
    [{ phone: "0123 456" }, "content.phone", "must be a phone number in international form"],
    [{ phone: "+1234567890123456" }, "content.phone", "at most 15 digits"],
    [{ phone: "call me" }, "content.phone", "must be a phone number in international form"],
  ],
});
