import { generateQrPayloadTests, generateQrRefusalTests } from "../../testing/qr-type-tests.js";

generateQrPayloadTests([
  ["url", { url: "https://example.com/a?b=c&d=e" }, "https://example.com/a?b=c&d=e"],
  ["url", { url: "example.com/path" }, "https://example.com/path"],
  // RFC 3986: spaces, quotes and angle brackets percent-encoded, the host lower-cased.
  ["url", { url: 'https://Example.com/a b/"q"/<x>' }, "https://example.com/a%20b/%22q%22/%3Cx%3E"],
]);

generateQrRefusalTests([
  [{ type: "url", content: { url: "ftp://example.com" } }, "content.url", "must be a web address"],
  [{ type: "url", content: { url: "not a url" } }, "content.url", "must be a web address"],
]);
