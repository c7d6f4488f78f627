import { describe, expect, it } from "vitest";
import { parsePayload } from "../../payload/parse-payload.js";

// The tests of each type are beside its module (wifi.test.ts, vcard.test.ts, ...), run by the one QR-type suite
// (testing/qr-type-suite.ts); these span the group.

describe("communication group: payloads it does not claim", () => {
  it.each([
    ["tel:555-0123", "text"], // not an international number
    ["sms:+14155550123,+14155550124?body=x", "text"], // several recipients: no single-number content
    ["WIFI:T:WPA;P:x;;", "text"], // no SSID
    ["WIFI:T:WPA4;S:x;;", "text"], // unknown security
    ["geo:37.78,-122.39;crs=Moon-2011", "text"],
    ["geo:0,0?q=Paris", "text"],
    ["geo:91,0", "text"],
    ["otpauth://totp/Example:alice?secret=not-base32!", "text"],
    ["otpauth://hotp/Example:alice?secret=JBSWY3DPEHPK3PXP", "text"], // hotp needs a counter
    ["{not json", "text"],
    ["42", "text"],
    ["https://id.gs1.org/01/09506000134353", "url"], // wrong check digit
    ["https://www.google.com/maps/place/Paris", "url"],
    ["https://maps.apple.com/?address=Paris", "url"],
    ["https://example.com/?ll=1,2", "url"],
    ["BEGIN:VCARD\r\nVERSION:3.0\r\nN:x;;;;\r\n", "text"], // no END:VCARD
    ["BEGIN:VEVENT\r\nSUMMARY:x\r\nEND:VEVENT\r\n", "text"], // no DTSTART
    ["mailto:a@example.com", "email"],
    ["MECARD:TEL:+14155550123;;", "text"], // MECARD requires N
  ])("%j is not claimed by this group (it is %s)", (payload, format) => {
    expect(parsePayload(payload).format).toBe(format);
  });
});
