import { describeQrType } from "../../../testing/qr-type-suite.js";

const gtin = "09506000134352";

describeQrType("gs1_digital_link", {
  payloads: [
    // GS1 Digital Link: GTIN padded to 14 digits, reserved characters percent-encoded, custom domain
    [
      { gtin: "9506000134352", batch: "AB/12", serial: "12345", expiry: "180426", resolver: "https://example.com" },
      "https://example.com/01/09506000134352/10/AB%2F12/21/12345?17=180426",
    ],
    [{ gtin: "4006381333931" }, "https://id.gs1.org/01/04006381333931"],
    [{ gtin: "036000291452", serial: "S(1)" }, "https://id.gs1.org/01/00036000291452/21/S%281%29"],
    [{ gtin: "96385074", resolver: "https://id.example.org/gs1" }, "https://id.example.org/gs1/01/00000096385074"],
  ],
  parses: [["https://id.gs1.org/01/09506000134352?linkType=gs1:pip", { gtin: "09506000134352" }]],
  refusals: [
    [{ gtin: "09506000134353" }, "content.gtin", "fails the GS1 mod-10 check (the check digit should be 2)"],
    [{ gtin: "4006381333932" }, "content.gtin", "fails the GS1 mod-10 check (the check digit should be 1)"],
    [{ gtin: "12345" }, "content.gtin", "must be a GTIN of 8, 12, 13 or 14 digits"],
    [{ gtin, batch: "a b" }, "content.batch", "GS1 character set 82"],
    [{ gtin, serial: "x".repeat(21) }, "content.serial", "GS1 character set 82"],
    [{ gtin, expiry: "251301" }, "content.expiry", "is not a date YYMMDD"],
    [{ gtin, resolver: "https://example.com/" }, "content.resolver", "without query or trailing slash"],
    [{ gtin, resolver: "example.com" }, "content.resolver", "must be an http(s) address"],
  ],
});
