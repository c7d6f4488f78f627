import { describeQrType } from "../../testing/qr-type-suite.js";

describeQrType("email", {
  payloads: [
    [{ email: "hello@example.com", subject: "Hello" }, "mailto:hello@example.com?subject=Hello"],
    [
      { email: "a.b@example.org", subject: "Q&A: 50% off?", body: "Line 1\nLine 2" },
      "mailto:a.b@example.org?subject=Q%26A%3A%2050%25%20off%3F&body=Line%201%0D%0ALine%202",
    ],
    [{ email: "x@example.net" }, "mailto:x@example.net"],
    // RFC 6068 section 2: what would end the address or start a header field is percent-encoded.
    [{ email: "a?b@example.com" }, "mailto:a%3Fb@example.com"],
    [{ email: "a#b@example.com" }, "mailto:a%23b@example.com"],
    [{ email: "a%b@example.com", subject: "x" }, "mailto:a%25b@example.com?subject=x"],
    [{ email: "a&b+tag@example.com" }, "mailto:a%26b+tag@example.com"],
    [{ email: "jürgen@bücher.example" }, "mailto:j%C3%BCrgen@xn--bcher-kva.example"],
  ],
  parses: [
    ["mailto:a%3Fb@example.com?subject=Hi", { email: "a?b@example.com", subject: "Hi" }],
    ["mailto:j%C3%BCrgen@xn--bcher-kva.example?subject=Hi", { email: "jürgen@bücher.example", subject: "Hi" }],
  ],
  refusals: [
    [{ email: "not-an-address" }, "content.email", "must be an e-mail address"],
    [{ email: "a@example.com", subject: "bad \ud800 text" }, "content.subject", "must be valid Unicode text"],
  ],
});
