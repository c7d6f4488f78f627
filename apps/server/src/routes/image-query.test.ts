import { describe, expect, it } from "vitest";
import { barcodeRequestFromQuery, qrRequestFromQuery } from "./image-query.js";

describe("qrRequestFromQuery", () => {
  it.each([
    [
      { type: "url", url: "https://example.com", size: "300", format: "svg" },
      { type: "url", content: { url: "https://example.com" }, customization: { size: 300, format: "svg" } },
    ],
    [
      { type: "wifi", ssid: "Home", hidden: "true", margin: "0" },
      { type: "wifi", content: { ssid: "Home", hidden: true }, customization: { margin: 0 } },
    ],
    [
      { type: "otp", "content.type": "totp" },
      { type: "otp", content: { type: "totp" } },
    ],
    [
      { type: "vcard", "address.city": "Bern", content: '{"first_name":"Ada","address":{"street":"x"}}' },
      { type: "vcard", content: { first_name: "Ada", address: { city: "Bern" } } },
    ],
    [
      { type: "mecard", phones: ["1", "2"] },
      { type: "mecard", content: { phones: ["1", "2"] } },
    ],
    [
      { type: "nope", a: "1" },
      { type: "nope", content: { a: "1" } },
    ],
  ])("%j is %j", (query, request) => {
    expect(qrRequestFromQuery(query)).toEqual(request);
  });
});

describe("barcodeRequestFromQuery", () => {
  it("reads the customization by its schema", () => {
    expect(barcodeRequestFromQuery({ type: "ean13", content: "5", width: "300", show_text: "false" })).toEqual({
      type: "ean13",
      content: "5",
      customization: { width: 300, show_text: false },
    });
  });
});
