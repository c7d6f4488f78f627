import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("sms", {
  payloads: [
    // ZXing SMSTO: the message runs to the end, colons included
    [{ phone: "+33 6 12 34 56 78", message: "Code: 1234; merci" }, "SMSTO:+33612345678:Code: 1234; merci"],
    [{ phone: "+447700900123" }, "SMSTO:+447700900123"],
  ],
  parses: [
    ["sms:+14155550123?body=Hello%20there", { phone: "+14155550123", message: "Hello there" }],
    ["sms:+1-415-555-0123;body=Hi", { phone: "+14155550123", message: "Hi" }],
    ["smsto:+14155550123:", { phone: "+14155550123" }],
  ],
  refusals: [
    [{ phone: "+0 123" }, "content.phone", "must be a phone number"],
    [{ phone: "+14155550123", message: "long ".repeat(321) }, "content.message", "must be at most 1600 characters"],
  ],
});

describeQrType("mms", {
  payloads: [[{ phone: "+447700900123", message: "" }, "MMSTO:+447700900123"]],
  parses: [["mms:+14155550123?body=Look", { phone: "+14155550123", message: "Look" }]],
  refusals: [[{ phone: "+14155550123", subject: "Hi" }, "content.subject", "is not a known field"]],
});
