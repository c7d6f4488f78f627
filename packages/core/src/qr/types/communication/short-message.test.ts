import { communicationTypeTests } from "../../../testing/communication-type-tests.js";

communicationTypeTests(["sms", "mms"], {
  payloads: [
    // ZXing SMSTO: the message runs to the end, colons included
    ["sms", { phone: "+33 6 12 34 56 78", message: "Code: 1234; merci" }, "SMSTO:+33612345678:Code: 1234; merci"],
    ["sms", { phone: "+447700900123" }, "SMSTO:+447700900123"],
    ["mms", { phone: "+447700900123", message: "" }, "MMSTO:+447700900123"],
  ],
  parses: [
    ["sms:+14155550123?body=Hello%20there", "sms", { phone: "+14155550123", message: "Hello there" }],
    ["sms:+1-415-555-0123;body=Hi", "sms", { phone: "+14155550123", message: "Hi" }],
    ["smsto:+14155550123:", "sms", { phone: "+14155550123" }],
    ["mms:+14155550123?body=Look", "mms", { phone: "+14155550123", message: "Look" }],
  ],
  refusals: [
    ["sms", { phone: "+0 123" }, "content.phone", "must be a phone number"],
    [
      "sms",
      { phone: "+14155550123", message: "long ".repeat(321) },
      "content.message",
      "must be at most 1600 characters",
    ],
    ["mms", { phone: "+14155550123", subject: "Hi" }, "content.subject", "is not a known field"],
  ],
});
