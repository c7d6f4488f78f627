import { communicationTypeTests } from "../../../testing/communication-type-tests.js";

communicationTypeTests(["facetime", "facetime_audio"], {
  payloads: [
    // Apple URL schemes
    ["facetime", { contact: "jane@example.com" }, "facetime:jane@example.com"],
    ["facetime_audio", { contact: "+1 415 555 0123" }, "facetime-audio:+14155550123"],
  ],
  parses: [["facetime://jane@example.com", "facetime", { contact: "jane@example.com" }]],
  refusals: [
    ["facetime", { contact: "jane@localhost" }, "content.contact", "must be an e-mail address or a phone number"],
    ["facetime_audio", { contact: "0800 123" }, "content.contact", "must be a phone number"],
  ],
});
