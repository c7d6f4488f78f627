import { describeQrType } from "../../testing/qr-type-suite.js";

describeQrType("url", {
  payloads: [
    [{ url: "https://example.com/a?b=c&d=e" }, "https://example.com/a?b=c&d=e"],
    [{ url: "example.com/path" }, "https://example.com/path"],
    // RFC 3986: spaces, quotes and angle brackets percent-encoded, the host lower-cased.
    [{ url: 'https://Example.com/a b/"q"/<x>' }, "https://example.com/a%20b/%22q%22/%3Cx%3E"],
  ],
  refusals: [
    [{ url: "ftp://example.com" }, "content.url", "must be a web address"],
    [{ url: "not a url" }, "content.url", "must be a web address"],
  ],
});
