import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("facetime", {
  payloads: [
    // Apple URL schemes
    [{ contact: "jane@example.com" }, "facetime:jane@example.com"],
  ],
  parses: [["facetime://jane@example.com", { contact: "jane@example.com" }]],
  refusals: [[{ contact: "jane@localhost" }, "content.contact", "must be an e-mail address or a phone number"]],
});

describeQrType("facetime_audio", {
  payloads: [[{ contact: "+1 415 555 0123" }, "facetime-audio:+14155550123"]],
  refusals: [[{ contact: "0800 123" }, "content.contact", "must be a phone number"]],
});
