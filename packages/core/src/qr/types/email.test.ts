import { describe, expect, it } from "vitest";
import { GENERATE_QR_TESTS, generateQrPayloadTests, generateQrRefusalTests } from "../../testing/qr-type-tests.js";
import { parsePayload } from "../payload/parse-payload.js";

generateQrPayloadTests([
  ["email", { email: "hello@example.com", subject: "Hello" }, "mailto:hello@example.com?subject=Hello"],
  [
    "email",
    { email: "a.b@example.org", subject: "Q&A: 50% off?", body: "Line 1\nLine 2" },
    "mailto:a.b@example.org?subject=Q%26A%3A%2050%25%20off%3F&body=Line%201%0D%0ALine%202",
  ],
  ["email", { email: "x@example.net" }, "mailto:x@example.net"],
  // RFC 6068 section 2: what would end the address or start a header field is percent-encoded.
  ["email", { email: "a?b@example.com" }, "mailto:a%3Fb@example.com"],
  ["email", { email: "a#b@example.com" }, "mailto:a%23b@example.com"],
  ["email", { email: "a%b@example.com", subject: "x" }, "mailto:a%25b@example.com?subject=x"],
  ["email", { email: "a&b+tag@example.com" }, "mailto:a%26b+tag@example.com"],
  ["email", { email: "jürgen@bücher.example" }, "mailto:j%C3%BCrgen@xn--bcher-kva.example"],
]);

describe(GENERATE_QR_TESTS.payloads, () => {
  it.each([
    ["a?b@example.com", "mailto:a%3Fb@example.com?subject=Hi"],
    ["jürgen@bücher.example", "mailto:j%C3%BCrgen@xn--bcher-kva.example?subject=Hi"],
  ])("email %s parses back from %s as written", (address, payload) => {
    expect(parsePayload(payload)).toEqual({ format: "email", parsed: { email: address, subject: "Hi" } });
  });
});

generateQrRefusalTests([
  [{ type: "email", content: { email: "not-an-address" } }, "content.email", "must be an e-mail address"],
  [
    { type: "email", content: { email: "a@example.com", subject: "bad \ud800 text" } },
    "content.subject",
    "must be valid Unicode text",
  ],
]);
