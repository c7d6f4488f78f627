import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isQrbarError, type QrbarError } from "../../../errors/qrbar-error.js";
import { decodePng } from "../../../testing/index.js";
import { validate } from "../../../validation/validate.js";
import { encodeBase32 } from "../../fields/base32.js";
import { isEmailAddress } from "../../fields/email-address.js";
import { parseGeoPoint } from "../../fields/geo-coordinates.js";
import { gs1CheckDigit } from "../../fields/gs1-check-digit.js";
import { toWebAddress } from "../../fields/web-address.js";
import { generateQr } from "../../generate-qr.js";
import { parsePayload } from "../../payload/parse-payload.js";
import type { QrTypeDefinition } from "../../qr-type.js";
import { getQrType } from "../../registry.js";
import { COMMUNICATION_TYPES } from "./index.js";

// Every expected payload below is written by hand from the standard named beside it, not copied
// from the code's output. In JS strings a payload's backslash is written "\\".

/** Generates through the public entry point and decodes the PNG with zxing-wasm. */
async function generateAndDecode(type: string, content: unknown): Promise<{ payload: string; decoded?: string }> {
  const qr = generateQr({ type, content });
  const [symbol] = await decodePng(qr.bytes);
  return { payload: qr.payload, decoded: symbol?.text };
}

function failure(type: string, content: unknown): QrbarError {
  try {
    generateQr({ type, content });
  } catch (error) {
    if (isQrbarError(error)) return error;
    throw error;
  }
  throw new Error(`expected ${type} ${JSON.stringify(content)} to be refused`);
}

const EXAMPLE_PAYLOADS: Record<string, string> = {
  email_matmsg: "MATMSG:TO:hello@example.com;SUB:Hello;BODY:Sent from a QR code;;",
  phone: "tel:+14155550123",
  sms: "SMSTO:+14155550123:Hello from a QR code",
  mms: "MMSTO:+14155550123:Hello from a QR code",
  facetime: "facetime:+14155550123",
  facetime_audio: "facetime-audio:+14155550123",
  wifi: "WIFI:T:WPA;S:Example Guest;P:correct horse battery;;",
  vcard:
    "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe;Jane;;;\r\nFN:Jane Doe\r\nORG:Example Corp\r\nTITLE:Engineer\r\n" +
    "TEL;TYPE=CELL:+14155550123\r\nEMAIL;TYPE=WORK:jane@example.com\r\nURL:https://example.com\r\nEND:VCARD\r\n",
  mecard: "MECARD:N:Doe,Jane;TEL:+14155550123;EMAIL:jane@example.com;URL:https\\://example.com;;",
  bizcard: "BIZCARD:N:Jane;X:Doe;T:Engineer;C:Example Corp;B:+14155550123;E:jane@example.com;;",
  event:
    "BEGIN:VEVENT\r\nSUMMARY:Product launch\r\nDTSTART:20250601T160000Z\r\nDTEND:20250601T180000Z\r\n" +
    "LOCATION:Main hall\\, 1 Example Street\r\nEND:VEVENT\r\n",
  geo: "geo:48.8584,2.2945",
  google_maps: "https://www.google.com/maps/search/?api=1&query=48.8584%2C2.2945",
  apple_maps: "https://maps.apple.com/?ll=48.8584,2.2945&q=Eiffel%20Tower",
  waze: "https://waze.com/ul?ll=48.8584,2.2945&navigate=yes",
  bookmark: "MEBKM:TITLE:Example;URL:https\\://example.com;;",
  otp: "otpauth://totp/Example:jane@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Example",
  json: '{"id":42,"name":"Widget","tags":["new","sale"]}',
  gs1_digital_link: "https://id.gs1.org/01/09506000134352/10/ABC123",
};

describe("communication group: catalog examples", () => {
  it("lists the 19 types in catalog order, each reachable by key", () => {
    expect(COMMUNICATION_TYPES.map((t) => t.key)).toEqual(Object.keys(EXAMPLE_PAYLOADS));
    for (const t of COMMUNICATION_TYPES) expect(getQrType(t.key)).toBe(t);
  });

  it.each(Object.entries(EXAMPLE_PAYLOADS))(
    "%s example encodes %j, decodes to it and parses back",
    async (key, expected) => {
      const definition = getQrType(key);
      const { payload, decoded } = await generateAndDecode(key, definition.example);
      expect(payload).toBe(expected);
      expect(decoded).toBe(expected);
      expect(parsePayload(expected)).toEqual({ format: key, parsed: definition.example });
    },
  );
});

describe("communication group: payloads written from the standards", () => {
  it.each([
    // DoCoMo MATMSG, MECARD escaping of \ ; , :
    [
      "email_matmsg",
      { email: "a.b@example.org", subject: "Re: lunch; today", body: "Hi, Bob \\o/" },
      "MATMSG:TO:a.b@example.org;SUB:Re\\: lunch\\; today;BODY:Hi\\, Bob \\\\o/;;",
    ],
    ["email_matmsg", { email: "x@example.net", subject: "" }, "MATMSG:TO:x@example.net;;"],
    // RFC 3966 global number, separators removed
    ["phone", { phone: "+49 (170) 123-4567" }, "tel:+491701234567"],
    // ZXing SMSTO: the message runs to the end, colons included
    ["sms", { phone: "+33 6 12 34 56 78", message: "Code: 1234; merci" }, "SMSTO:+33612345678:Code: 1234; merci"],
    ["sms", { phone: "+447700900123" }, "SMSTO:+447700900123"],
    ["mms", { phone: "+447700900123", message: "" }, "MMSTO:+447700900123"],
    // Apple URL schemes
    ["facetime", { contact: "jane@example.com" }, "facetime:jane@example.com"],
    ["facetime_audio", { contact: "+1 415 555 0123" }, "facetime-audio:+14155550123"],
    // ZXing Barcode-Contents wiki: WIFI:S:\"foo\;bar\\baz\";; for the SSID "foo;bar\baz" with its quotes
    [
      "wifi",
      { ssid: '"foo;bar\\baz"', encryption: "WPA", password: 'p:a,s;s\\w"rd' },
      'WIFI:T:WPA;S:\\"foo\\;bar\\\\baz\\";P:p\\:a\\,s\\;s\\\\w\\"rd;;',
    ],
    ["wifi", { ssid: "Cafe", encryption: "nopass", hidden: true }, "WIFI:T:nopass;S:Cafe;H:true;;"],
    ["wifi", { ssid: "Old", encryption: "WEP", password: "0123456789" }, "WIFI:T:WEP;S:Old;P:0123456789;;"],
    ["wifi", { ssid: "Old", encryption: "WEP", password: "abc12" }, "WIFI:T:WEP;S:Old;P:abc12;;"],
    ["wifi", { ssid: "Home", encryption: "SAE", password: "a1b2c3d4e5" }, "WIFI:T:SAE;S:Home;P:a1b2c3d4e5;;"],
    [
      "wifi",
      { ssid: "Hex", encryption: "WPA", password: "0123456789abcdef".repeat(4) },
      `WIFI:T:WPA;S:Hex;P:${"0123456789abcdef".repeat(4)};;`,
    ],
    [
      "wifi",
      {
        ssid: "Corp",
        encryption: "WPA2-EAP",
        eap_method: "PEAP",
        phase2: "MSCHAPV2",
        identity: "jdoe",
        anonymous_identity: "anon",
        password: "s3cret",
        hidden: false,
      },
      "WIFI:T:WPA2-EAP;S:Corp;P:s3cret;E:PEAP;A:anon;I:jdoe;PH2:MSCHAPV2;;",
    ],
    // RFC 6350 (vCard 4.0): TEL as a tel: URI, basic-format BDAY, escaped TEXT, N without FN parts
    [
      "vcard",
      {
        version: "4.0",
        first_name: "Jane",
        last_name: "Doe",
        prefix: "Dr.",
        organization: "Acme, Inc.",
        phones: [
          { number: "+14155550123", type: "cell" },
          { number: "+1 415 555 0124", type: "work" },
        ],
        emails: [{ email: "jane@example.com" }],
        address: {
          street: "1 Main St; Suite 2",
          city: "Springfield",
          region: "IL",
          postal_code: "62701",
          country: "USA",
          type: "work",
        },
        birthday: "1990-04-15",
        note: "Line 1\nLine 2",
      },
      "BEGIN:VCARD\r\nVERSION:4.0\r\nN:Doe;Jane;;Dr.;\r\nFN:Dr. Jane Doe\r\nORG:Acme\\, Inc.\r\n" +
        "TEL;VALUE=uri;TYPE=cell:tel:+14155550123\r\nTEL;VALUE=uri;TYPE=work:tel:+14155550124\r\n" +
        "EMAIL:jane@example.com\r\nADR;TYPE=work:;;1 Main St\\; Suite 2;Springfield;IL;62701;USA\r\n" +
        "BDAY:19900415\r\nNOTE:Line 1\\nLine 2\r\nEND:VCARD\r\n",
    ],
    // RFC 2426 (vCard 3.0): N is required even for a company; ISO 8601 extended BDAY
    [
      "vcard",
      { organization: "Example Corp", birthday: "2001-02-03", address: { city: "Paris", type: "home" } },
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Example Corp\r\nORG:Example Corp\r\n" +
        "ADR;TYPE=HOME:;;;Paris;;;\r\nBDAY:2001-02-03\r\nEND:VCARD\r\n",
    ],
    [
      "vcard",
      { version: "4.0", organization: "Example Corp" },
      "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Example Corp\r\nORG:Example Corp\r\nEND:VCARD\r\n",
    ],
    // DoCoMo MECARD: N:last,first, repeated TEL, ADR with 7 comma-separated parts, BDAY YYYYMMDD
    [
      "mecard",
      {
        first_name: "John",
        last_name: "Doe",
        phones: ["+14155550123", "+14155550124"],
        address: { street: "1 Main St", city: "Springfield", region: "IL", postal_code: "62701", country: "USA" },
        birthday: "1970-03-10",
        note: "Call me, maybe",
        nickname: "JD",
      },
      "MECARD:N:Doe,John;TEL:+14155550123;TEL:+14155550124;NOTE:Call me\\, maybe;BDAY:19700310;" +
        "ADR:,,1 Main St,Springfield,IL,62701,USA;NICKNAME:JD;;",
    ],
    ["mecard", { last_name: "Madonna" }, "MECARD:N:Madonna;;"],
    // ZXing BizcardParsedResultTestCase record, with the closing ";;"
    [
      "bizcard",
      {
        first_name: "Sean",
        last_name: "Owen",
        company: "Google",
        address: "123 Main St",
        mobile: "+12125551212",
        email: "srowen@example.org",
      },
      "BIZCARD:N:Sean;X:Owen;C:Google;A:123 Main St;M:+12125551212;E:srowen@example.org;;",
    ],
    // RFC 5545: a zone's local time in UTC (no TZID without a VTIMEZONE, 3.2.19), all-day VALUE=DATE with an
    // exclusive DTEND, offsets to UTC. 30 March 2025 is the day Paris moves to summer time (+02:00).
    [
      "event",
      { summary: "Standup", start: "2025-03-30T09:30:00", end: "2025-03-30T09:45", time_zone: "europe/paris" },
      "BEGIN:VEVENT\r\nSUMMARY:Standup\r\nDTSTART:20250330T073000Z\r\nDTEND:20250330T074500Z\r\nEND:VEVENT\r\n",
    ],
    [
      "event",
      { summary: "Summer Vacation!", start: "2018-06-01", end: "2018-08-31" },
      "BEGIN:VEVENT\r\nSUMMARY:Summer Vacation!\r\nDTSTART;VALUE=DATE:20180601\r\nDTEND;VALUE=DATE:20180901\r\nEND:VEVENT\r\n",
    ],
    [
      "event",
      { summary: "New Year's Eve", start: "2024-12-31", end: "2024-12-31" },
      "BEGIN:VEVENT\r\nSUMMARY:New Year's Eve\r\nDTSTART;VALUE=DATE:20241231\r\nDTEND;VALUE=DATE:20250101\r\nEND:VEVENT\r\n",
    ],
    [
      "event",
      { summary: "Call", start: "2025-01-01T00:30:00+02:00", time_zone: "" },
      "BEGIN:VEVENT\r\nSUMMARY:Call\r\nDTSTART:20241231T223000Z\r\nEND:VEVENT\r\n",
    ],
    [
      "event",
      { summary: "Lunch", start: "2025-05-05T12:00:00", description: "Bring: salad; dessert, drinks\nThanks" },
      "BEGIN:VEVENT\r\nSUMMARY:Lunch\r\nDTSTART:20250505T120000\r\nDESCRIPTION:Bring: salad\\; dessert\\, drinks\\nThanks\r\nEND:VEVENT\r\n",
    ],
    [
      "event",
      { summary: "Diwali", start: "2025-10-20T18:00:00", time_zone: "Asia/Kolkata" },
      "BEGIN:VEVENT\r\nSUMMARY:Diwali\r\nDTSTART:20251020T123000Z\r\nEND:VEVENT\r\n",
    ],
    // RFC 5870
    [
      "geo",
      { latitude: -33.8568, longitude: 151.2153, altitude: 58, uncertainty: 25 },
      "geo:-33.8568,151.2153,58;u=25",
    ],
    ["geo", { latitude: 1e-7, longitude: -0.0000005 }, "geo:0.0000001,-0.0000005"],
    ["geo", { latitude: 90, longitude: -180 }, "geo:90,-180"],
    // Google Maps URLs documentation examples
    [
      "google_maps",
      { latitude: 47.5951518, longitude: -122.3316393 },
      "https://www.google.com/maps/search/?api=1&query=47.5951518%2C-122.3316393",
    ],
    [
      "google_maps",
      { query: "Google", place_id: "ChIJN1t_tDeuEmsRUsoyG83frY4" },
      "https://www.google.com/maps/search/?api=1&query=Google&query_place_id=ChIJN1t_tDeuEmsRUsoyG83frY4",
    ],
    [
      "google_maps",
      { query: "Pike Place Market, Seattle" },
      "https://www.google.com/maps/search/?api=1&query=Pike%20Place%20Market%2C%20Seattle",
    ],
    // Apple Map Links
    ["apple_maps", { query: "Mexican Restaurant" }, "https://maps.apple.com/?q=Mexican%20Restaurant"],
    ["apple_maps", { latitude: 50.894967, longitude: 4.341626 }, "https://maps.apple.com/?ll=50.894967,4.341626"],
    // Waze deep links
    [
      "waze",
      { latitude: 40.758895, longitude: -73.985131 },
      "https://waze.com/ul?ll=40.758895,-73.985131&navigate=yes",
    ],
    // DoCoMo MEBKM: the colon of the scheme is escaped like any other
    ["bookmark", { url: "example.com/a;b" }, "MEBKM:URL:https\\://example.com/a\\;b;;"],
    // Google Authenticator Key URI format wiki, its full example
    [
      "otp",
      {
        type: "totp",
        issuer: "ACME Co",
        account: "john.doe@email.com",
        secret: "HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ",
        algorithm: "SHA1",
        digits: 6,
        period: 30,
      },
      "otpauth://totp/ACME%20Co:john.doe@email.com?secret=HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ&issuer=ACME%20Co&algorithm=SHA1&digits=6&period=30",
    ],
    [
      "otp",
      { type: "hotp", account: "bob", secret: "jbsw y3dp ehpk 3pxp====", counter: 0, digits: 8, algorithm: "SHA512" },
      "otpauth://hotp/bob?secret=JBSWY3DPEHPK3PXP&algorithm=SHA512&digits=8&counter=0",
    ],
    // RFC 8259, compact
    ["json", { json: [1, "two", null, true, { "k y": 2.5 }] }, '[1,"two",null,true,{"k y":2.5}]'],
    ["json", { json: "just text" }, '"just text"'],
    // GS1 Digital Link: GTIN padded to 14 digits, reserved characters percent-encoded, custom domain
    [
      "gs1_digital_link",
      { gtin: "9506000134352", batch: "AB/12", serial: "12345", expiry: "180426", resolver: "https://example.com" },
      "https://example.com/01/09506000134352/10/AB%2F12/21/12345?17=180426",
    ],
    ["gs1_digital_link", { gtin: "4006381333931" }, "https://id.gs1.org/01/04006381333931"],
    ["gs1_digital_link", { gtin: "036000291452", serial: "S(1)" }, "https://id.gs1.org/01/00036000291452/21/S%281%29"],
    [
      "gs1_digital_link",
      { gtin: "96385074", resolver: "https://id.example.org/gs1" },
      "https://id.example.org/gs1/01/00000096385074",
    ],
  ])("%s %j → %j", async (type, content, expected) => {
    const { payload, decoded } = await generateAndDecode(type, content);
    expect(payload).toBe(expected);
    expect(decoded).toBe(expected);
  });
});

describe("communication group: reading payloads other generators write", () => {
  it.each([
    ['WIFI:S:"CAFE";T:WPA;P:"12345678";;', "wifi", { ssid: "CAFE", encryption: "WPA", password: "12345678" }],
    ["WIFI:T:WPA2;S:Home;P:pass word;H:false;", "wifi", { ssid: "Home", encryption: "WPA", password: "pass word" }],
    ["WIFI:S:Open;;", "wifi", { ssid: "Open", encryption: "nopass" }],
    ["WIFI:T:nopass;S:Open;P:ignored;;", "wifi", { ssid: "Open", encryption: "nopass" }],
    [
      "WIFI:T:WPA2-EAP;S:Corp;P:pw;E:TTLS;H:MSCHAPV2;I:me;;",
      "wifi",
      { ssid: "Corp", encryption: "WPA2-EAP", password: "pw", eap_method: "TTLS", phase2: "MSCHAPV2", identity: "me" },
    ],
    ["sms:+14155550123?body=Hello%20there", "sms", { phone: "+14155550123", message: "Hello there" }],
    ["sms:+1-415-555-0123;body=Hi", "sms", { phone: "+14155550123", message: "Hi" }],
    ["smsto:+14155550123:", "sms", { phone: "+14155550123" }],
    ["mms:+14155550123?body=Look", "mms", { phone: "+14155550123", message: "Look" }],
    ["TEL:+1-415-555-0123", "phone", { phone: "+14155550123" }],
    ["facetime://jane@example.com", "facetime", { contact: "jane@example.com" }],
    [
      "MATMSG:TO:x@example.com;SUB:Hi;BODY:There;;",
      "email_matmsg",
      { email: "x@example.com", subject: "Hi", body: "There" },
    ],
    [
      "MEBKM:TITLE:docomo;URL:http\\://www.nttdocomo.co.jp;;",
      "bookmark",
      { url: "http://www.nttdocomo.co.jp", title: "docomo" },
    ],
    [
      "BIZCARD:N:Sean;X:Owen;C:Google;A:123 Main St;M:+12125551212;E:srowen@example.org;",
      "bizcard",
      {
        first_name: "Sean",
        last_name: "Owen",
        company: "Google",
        address: "123 Main St",
        mobile: "+12125551212",
        email: "srowen@example.org",
      },
    ],
    [
      "MECARD:N:Owen,Sean;ADR:76 9th Avenue, 4th Floor, New York, NY 10011;TEL:+12125551212;EMAIL:srowen@example.org;;",
      "mecard",
      {
        first_name: "Sean",
        last_name: "Owen",
        address: { street: "76 9th Avenue, 4th Floor, New York, NY 10011" },
        phones: ["+12125551212"],
        emails: ["srowen@example.org"],
      },
    ],
    [
      "BEGIN:VCARD\nVERSION:2.1\nN:Doe;John\nTEL;CELL;VOICE:+1 415 555 0123\nEMAIL;INTERNET:j@example.com\nEND:VCARD",
      "vcard",
      {
        first_name: "John",
        last_name: "Doe",
        phones: [{ number: "+14155550123", type: "cell" }],
        emails: [{ email: "j@example.com" }],
      },
    ],
    [
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Smith;Jhon;;;\r\nFN:Jhon Smith\r\nEMAIL;TYPE=INTERNET;TYPE=HOME:s@example.com\r\n" +
        "TEL;TYPE=CELL:+44 20 1234 5678\r\nitem1.URL:http\\://jhonsmith.com\r\nNOTE:a long\r\n  note\r\nEND:VCARD\r\n",
      "vcard",
      {
        first_name: "Jhon",
        last_name: "Smith",
        emails: [{ email: "s@example.com", type: "home" }],
        phones: [{ number: "+442012345678", type: "cell" }],
        url: "http://jhonsmith.com",
        note: "a long note",
      },
    ],
    ["BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Prince\r\nEND:VCARD\r\n", "vcard", { version: "4.0", first_name: "Prince" }],
    [
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:1@example.com\r\nSUMMARY:Offsite\r\n" +
        "DTSTART;VALUE=DATE:20250101\r\nDTEND;VALUE=DATE:20250103\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
      "event",
      { summary: "Offsite", start: "2025-01-01", end: "2025-01-02" },
    ],
    [
      "BEGIN:VEVENT\nSUMMARY:Summer+Vacation!\nDTSTART:20180601T070000Z\nDTEND:20180831T070000Z\nEND:VEVENT",
      "event",
      { summary: "Summer+Vacation!", start: "2018-06-01T07:00:00Z", end: "2018-08-31T07:00:00Z" },
    ],
    [
      "geo:37.786971,-122.399677;crs=wgs84;u=35",
      "geo",
      { latitude: 37.786971, longitude: -122.399677, uncertainty: 35 },
    ],
    ["GEO:-0.0,0", "geo", { latitude: 0, longitude: 0 }],
    ["https://www.google.com/maps/search/?api=1&query=Eiffel+Tower", "google_maps", { query: "Eiffel Tower" }],
    [
      "http://maps.apple.com/?q=Mexican+Restaurant&sll=50.894967,4.341626&z=10&t=s",
      "apple_maps",
      { query: "Mexican Restaurant" },
    ],
    [
      "https://www.waze.com/ul?ll=40.75889500,-73.98513100&navigate=yes&zoom=17",
      "waze",
      { latitude: 40.758895, longitude: -73.985131 },
    ],
    [
      "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example",
      "otp",
      { type: "totp", issuer: "Example", account: "alice@google.com", secret: "JBSWY3DPEHPK3PXP" },
    ],
    [
      "otpauth://totp/ACME%20Co:%20john?secret=jbswy3dpehpk3pxp",
      "otp",
      { type: "totp", issuer: "ACME Co", account: "john", secret: "JBSWY3DPEHPK3PXP" },
    ],
    [' \n{"a": [1, 2]}', "json", { json: { a: [1, 2] } }],
    ["https://id.gs1.org/01/09506000134352?linkType=gs1:pip", "gs1_digital_link", { gtin: "09506000134352" }],
  ])("%j is %s %j", (payload, format, parsed) => {
    expect(parsePayload(payload)).toEqual({ format, parsed });
  });

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

// ---------------------------------------------------------------------------------------------
// parse(build(c)) deep-equals c for canonical contents (optional fields absent stay absent).

/** Text with the characters every escaping rule of this group has to deal with. */
const text = (maxLength = 16, extra: string[] = ["\n"]) =>
  fc.string({
    unit: fc.constantFrom(
      "a",
      "Z",
      "7",
      " ",
      "é",
      "€",
      "😀",
      ";",
      ":",
      ",",
      "\\",
      '"',
      "=",
      "&",
      "?",
      "%",
      "+",
      "/",
      "#",
      ...extra,
    ),
    minLength: 1,
    maxLength,
  });
const e164 = fc.stringMatching(/^\+[1-9]\d{1,14}$/);
const email = fc.emailAddress().filter(isEmailAddress);
// Addresses as the builder serialises them (WHATWG URL): `http://a.aa/.` is written `http://a.aa/`.
const webUrl = fc.webUrl().map((url) => toWebAddress(url, "url"));
const day = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const someOf = <T extends Record<string, unknown>>(record: fc.Arbitrary<T>, keys: (keyof T)[]) =>
  record.filter((c) => keys.some((k) => c[k] !== undefined));
const postal = {
  street: text(),
  city: text(),
  region: text(),
  postal_code: text(8),
  country: text(),
};
const address = someOf(fc.record(postal, { requiredKeys: [] }), Object.keys(postal) as (keyof typeof postal)[]);
const point = {
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
};
const noNegativeZero = <T extends Record<string, unknown>>(c: T) => Object.values(c).every((v) => !Object.is(v, -0));

const asciiKey = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom("a", "Z", "5", " ", ";", ":", ",", "\\", '"', "~", "!"),
    minLength: min,
    maxLength: max,
  });
const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9A-Fa-f]{${length}}$`));
const ssid = text(8); // at most 8 characters of at most 4 bytes: within 32 bytes
const hidden = fc.constant(true);

/** An OTP label part: no colon, no white space at either end. */
const labelPart = text(20, [])
  .map((s) => s.replace(/:/g, "-").trim())
  .filter(Boolean);

const eventContent = fc
  .record({
    kind: fc.constantFrom("date", "utc", "local"),
    start: fc.date({
      min: new Date("1970-01-01T00:00:00Z"),
      max: new Date("2099-01-01T00:00:00Z"),
      noInvalidDate: true,
    }),
    seconds: fc.option(fc.integer({ min: 1, max: 400 * 86_400 }), { nil: undefined }),
    rest: fc.record({ summary: text(30), location: text(), description: text(40) }, { requiredKeys: ["summary"] }),
  })
  .map(({ kind, start, seconds, rest }) => {
    const iso = (d: Date) => d.toISOString().slice(0, 19);
    const at = (d: Date) => (kind === "date" ? iso(d).slice(0, 10) : kind === "utc" ? `${iso(d)}Z` : iso(d));
    const end = seconds === undefined ? undefined : at(new Date(start.getTime() + seconds * 1000));
    return {
      ...rest,
      start: at(start),
      ...(end === undefined ? {} : { end }),
    };
  });

const ROUND_TRIPS: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  email_matmsg: fc.record({ email, subject: text(), body: text(40) }, { requiredKeys: ["email"] }),
  phone: fc.record({ phone: e164 }),
  sms: fc.record({ phone: e164, message: text(40) }, { requiredKeys: ["phone"] }),
  mms: fc.record({ phone: e164, message: text(40) }, { requiredKeys: ["phone"] }),
  facetime: fc.record({ contact: fc.oneof(e164, email) }),
  facetime_audio: fc.record({ contact: fc.oneof(e164, email) }),
  wifi: fc.oneof(
    fc.record(
      { ssid, encryption: fc.constantFrom("WPA", "SAE"), password: fc.oneof(asciiKey(8, 63), hex(64)), hidden },
      { requiredKeys: ["ssid", "encryption", "password"] },
    ),
    fc.record(
      {
        ssid,
        encryption: fc.constant("WEP"),
        password: fc.oneof(asciiKey(5, 5), asciiKey(13, 13), hex(10), hex(26)),
        hidden,
      },
      { requiredKeys: ["ssid", "encryption", "password"] },
    ),
    fc.record({ ssid, encryption: fc.constant("nopass"), hidden }, { requiredKeys: ["ssid", "encryption"] }),
    fc.record(
      {
        ssid,
        encryption: fc.constant("WPA2-EAP"),
        eap_method: fc.constantFrom("PEAP", "TTLS", "TLS", "PWD"),
        phase2: fc.constantFrom("NONE", "PAP", "MSCHAP", "MSCHAPV2", "GTC"),
        identity: text(),
        anonymous_identity: text(),
        password: text(),
        hidden,
      },
      { requiredKeys: ["ssid", "encryption", "eap_method"] },
    ),
  ),
  vcard: someOf(
    fc.record(
      {
        version: fc.constant("4.0"),
        first_name: text(),
        last_name: text(),
        middle_name: text(),
        prefix: text(5),
        suffix: text(5),
        organization: text(),
        title: text(),
        phones: fc.array(
          fc.record(
            { number: e164, type: fc.constantFrom("cell", "work", "home", "voice", "fax", "pager", "video") },
            { requiredKeys: ["number"] },
          ),
          { minLength: 1, maxLength: 3 },
        ),
        emails: fc.array(fc.record({ email, type: fc.constantFrom("work", "home") }, { requiredKeys: ["email"] }), {
          minLength: 1,
          maxLength: 3,
        }),
        address: fc.tuple(address, fc.option(fc.constantFrom("work", "home"), { nil: undefined })).map(([a, type]) => ({
          ...a,
          ...(type ? { type } : {}),
        })),
        url: webUrl,
        birthday: day,
        note: text(40),
      },
      { requiredKeys: [] },
    ),
    ["first_name", "last_name", "middle_name", "prefix", "suffix", "organization"],
  ),
  mecard: someOf(
    fc.record(
      {
        first_name: text(),
        last_name: text(),
        nickname: text(),
        organization: text(),
        phones: fc.array(e164, { minLength: 1, maxLength: 3 }),
        emails: fc.array(email, { minLength: 1, maxLength: 3 }),
        address,
        url: webUrl,
        birthday: day,
        note: text(40),
      },
      { requiredKeys: [] },
    ),
    ["first_name", "last_name"],
  ),
  bizcard: someOf(
    fc.record(
      {
        first_name: text(),
        last_name: text(),
        title: text(),
        company: text(),
        address: text(30),
        phone: e164,
        mobile: e164,
        fax: e164,
        email,
      },
      { requiredKeys: [] },
    ),
    ["first_name", "last_name", "company"],
  ),
  event: eventContent,
  geo: fc
    .record(
      {
        ...point,
        altitude: fc.double({ min: -20_000, max: 100_000_000, noNaN: true }),
        uncertainty: fc.double({ min: 0, max: 40_000_000, noNaN: true }),
      },
      { requiredKeys: ["latitude", "longitude"] },
    )
    .filter(noNegativeZero),
  google_maps: fc.oneof(
    fc.record(point).filter(noNegativeZero),
    fc
      .record({ query: text(30), place_id: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/) }, { requiredKeys: ["query"] })
      .filter((c) => !parseGeoPoint(c.query)),
  ),
  apple_maps: someOf(
    fc
      .record({ ...point, query: text(30) }, { requiredKeys: [] })
      .filter((c) => (c.latitude === undefined) === (c.longitude === undefined)),
    ["latitude", "query"],
  ).filter(noNegativeZero),
  waze: fc.record(point).filter(noNegativeZero),
  bookmark: fc.record({ url: webUrl, title: text(30) }, { requiredKeys: ["url"] }),
  otp: fc.oneof(
    fc.record(
      {
        type: fc.constant("totp"),
        issuer: labelPart,
        account: labelPart,
        secret: fc.uint8Array({ minLength: 10, maxLength: 64 }).map(encodeBase32),
        algorithm: fc.constantFrom("SHA1", "SHA256", "SHA512"),
        digits: fc.constantFrom(6, 8),
        period: fc.integer({ min: 1, max: 3600 }),
      },
      { requiredKeys: ["type", "account", "secret"] },
    ),
    fc.record(
      {
        type: fc.constant("hotp"),
        issuer: labelPart,
        account: labelPart,
        secret: fc.uint8Array({ minLength: 10, maxLength: 64 }).map(encodeBase32),
        digits: fc.constantFrom(6, 8),
        counter: fc.maxSafeNat(),
      },
      { requiredKeys: ["type", "account", "secret", "counter"] },
    ),
  ),
  json: fc
    .jsonValue()
    .filter((v) => typeof v === "object" && v !== null)
    .map((v) => ({ json: JSON.parse(JSON.stringify(v)) as unknown })),
  gs1_digital_link: fc
    .record(
      {
        body: fc.stringMatching(/^\d{13}$/),
        batch: fc.stringMatching(/^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]{1,20}$/),
        serial: fc.stringMatching(/^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]{1,20}$/),
        expiry: fc.stringMatching(/^\d\d(0[1-9]|1[0-2])(0\d|[12]\d|3[01])$/),
        resolver: fc.constantFrom("https://example.com", "https://id.example.org/gs1", "http://brand.test"),
      },
      { requiredKeys: ["body"] },
    )
    .map(({ body, ...rest }) => ({ gtin: `${body}${gs1CheckDigit(body)}`, ...rest })),
};

describe("communication group: parse(build(content)) gives the content back", () => {
  it("has a generator for every type", () => {
    expect(Object.keys(ROUND_TRIPS).sort()).toEqual(COMMUNICATION_TYPES.map((t) => t.key).sort());
  });

  it.each(Object.entries(ROUND_TRIPS))("%s (property)", (key, arbitrary) => {
    const definition = getQrType(key) as QrTypeDefinition;
    fc.assert(
      fc.property(arbitrary, (content) => {
        // The schema check and the builder, as generateQr runs them, without drawing a symbol.
        const payload = definition.build(validate(definition.schema, content, "content"));
        expect(definition.parse?.(payload)).toEqual(content);
        expect(parsePayload(payload).format).toBe(key);
      }),
      { numRuns: 50 },
    );
  });
});

// ---------------------------------------------------------------------------------------------

describe("communication group: bad content is refused with the field and the rule", () => {
  const wpa = { ssid: "Net", encryption: "WPA" };
  const gtin = "09506000134352";
  const otp = { type: "totp", account: "a", secret: "JBSWY3DPEHPK3PXP" };
  it.each([
    ["email_matmsg", { email: "nope" }, "content.email", "must be an e-mail address"],
    ["email_matmsg", { email: "a@example.com", cc: "b@example.com" }, "content.cc", "is not a known field"],
    ["phone", { phone: "0123 456" }, "content.phone", "must be a phone number in international form"],
    ["phone", { phone: "+1234567890123456" }, "content.phone", "at most 15 digits"],
    ["phone", { phone: "call me" }, "content.phone", "must be a phone number in international form"],
    ["sms", { phone: "+0 123" }, "content.phone", "must be a phone number"],
    [
      "sms",
      { phone: "+14155550123", message: "long ".repeat(321) },
      "content.message",
      "must be at most 1600 characters",
    ],
    ["mms", { phone: "+14155550123", subject: "Hi" }, "content.subject", "is not a known field"],
    ["facetime", { contact: "jane@localhost" }, "content.contact", "must be an e-mail address or a phone number"],
    ["facetime_audio", { contact: "0800 123" }, "content.contact", "must be a phone number"],
    [
      "wifi",
      { ...wpa, password: "short" },
      "content.password",
      "must be 8 to 63 printable ASCII characters or 64 hex digits for encryption WPA",
    ],
    ["wifi", { ...wpa, password: "x".repeat(64) }, "content.password", "or 64 hex digits"],
    ["wifi", { ...wpa, password: "pässwört123" }, "content.password", "printable ASCII"],
    ["wifi", { ...wpa, encryption: "SAE", password: "1234567" }, "content.password", "for encryption SAE"],
    ["wifi", wpa, "content.password", "is required for encryption WPA"],
    [
      "wifi",
      { ...wpa, encryption: "WEP", password: "abcdef" },
      "content.password",
      "must be a WEP key: 5 or 13 ASCII characters, or 10 or 26 hex digits",
    ],
    ["wifi", { ...wpa, encryption: "WEP", password: "012345678g" }, "content.password", "must be a WEP key"],
    [
      "wifi",
      { ...wpa, encryption: "nopass", password: "secret123" },
      "content.password",
      "must be absent when encryption is nopass",
    ],
    [
      "wifi",
      { ...wpa, encryption: "WPA3", password: "secret123" },
      "content.encryption",
      "must be one of WPA, WEP, SAE, nopass, WPA2-EAP",
    ],
    [
      "wifi",
      { ...wpa, ssid: "é".repeat(17), password: "secret123" },
      "content.ssid",
      "must be at most 32 bytes in UTF-8; got 34",
    ],
    ["wifi", { ...wpa, ssid: "" }, "content.ssid", "must not be empty"],
    ["wifi", { ...wpa, password: "secret123", identity: "me" }, "content.identity", "is only for encryption WPA2-EAP"],
    ["wifi", { ...wpa, encryption: "WPA2-EAP" }, "content.eap_method", "is required for encryption WPA2-EAP"],
    [
      "wifi",
      { ...wpa, encryption: "WPA2-EAP", eap_method: "LEAP" },
      "content.eap_method",
      "must be one of PEAP, TTLS, TLS, PWD",
    ],
    ["wifi", { ...wpa, password: "secret123", hidden: "yes" }, "content.hidden", "must be true or false"],
    ["vcard", { title: "CEO" }, "content.last_name", "or content.first_name or content.organization is required"],
    [
      "vcard",
      { first_name: "A", phones: [{ number: "+14155550123" }, { number: "555" }] },
      "content.phones.1.number",
      "must be a phone number",
    ],
    [
      "vcard",
      { first_name: "A", phones: [{ number: "+14155550123", type: "mobile" }] },
      "content.phones.0.type",
      "must be one of cell, work",
    ],
    ["vcard", { first_name: "A", emails: [{ email: "a@" }] }, "content.emails.0.email", "must be an e-mail address"],
    ["vcard", { first_name: "A", birthday: "2023-02-29" }, "content.birthday", "is not a day of the calendar"],
    ["vcard", { first_name: "A", birthday: "29/02/2024" }, "content.birthday", "must be a date written YYYY-MM-DD"],
    ["vcard", { first_name: "A", version: "2.1" }, "content.version", "must be one of 3.0, 4.0"],
    ["vcard", { first_name: "A", url: "ftp://example.com" }, "content.url", "must be a web address"],
    [
      "vcard",
      { first_name: "A", phones: Array(6).fill({ number: "+14155550123" }) },
      "content.phones",
      "must have at most 5 items",
    ],
    ["mecard", { nickname: "JD" }, "content.last_name", "or content.first_name is required"],
    ["mecard", { last_name: "D", phones: ["12345"] }, "content.phones.0", "must be a phone number"],
    ["bizcard", { title: "CEO" }, "content.last_name", "or content.first_name or content.company is required"],
    ["bizcard", { company: "X", fax: "0800" }, "content.fax", "must be a phone number"],
    [
      "event",
      { summary: "x", start: "2025-06-01T10:00:00Z", end: "2025-06-01T09:00:00Z" },
      "content.end",
      "must be after start",
    ],
    [
      "event",
      { summary: "x", start: "2025-06-01T10:00:00Z", end: "2025-06-01T10:00:00Z" },
      "content.end",
      "must be after start",
    ],
    ["event", { summary: "x", start: "2025-06-02", end: "2025-06-01" }, "content.end", "must not be before start"],
    [
      "event",
      { summary: "x", start: "2025-06-01T10:00:00Z", end: "2025-06-02" },
      "content.end",
      "must be a UTC date-time, like start",
    ],
    [
      "event",
      { summary: "x", start: "2025-06-01T10:00:00", time_zone: "Mars/Olympus" },
      "content.time_zone",
      "must be an IANA time zone",
    ],
    [
      "event",
      { summary: "x", start: "2025-06-01T10:00:00", time_zone: "+02:00" },
      "content.time_zone",
      "must be an IANA time zone",
    ],
    [
      "event",
      { summary: "x", start: "2025-06-01T10:00:00Z", time_zone: "Europe/Paris" },
      "content.time_zone",
      "applies only to local times",
    ],
    [
      "event",
      { summary: "x", start: "2025-06-01", time_zone: "Europe/Paris" },
      "content.time_zone",
      "applies only to local times",
    ],
    ["event", { summary: "x", start: "2025-13-01" }, "content.start", "is not a day of the calendar"],
    ["event", { summary: "x", start: "2025-06-01T25:00" }, "content.start", "is not a time of day"],
    ["event", { summary: "x", start: "June 1st" }, "content.start", "must be a date YYYY-MM-DD or a date-time"],
    ["event", { summary: "", start: "2025-06-01" }, "content.summary", "must not be empty"],
    ["geo", { latitude: 91, longitude: 0 }, "content.latitude", "must be at most 90"],
    ["geo", { latitude: 0, longitude: -181 }, "content.longitude", "must be at least -180"],
    ["geo", { latitude: "48.8", longitude: 2 }, "content.latitude", "must be a number"],
    ["geo", { latitude: 0, longitude: 0, uncertainty: -1 }, "content.uncertainty", "must be at least 0"],
    ["google_maps", {}, "content.query", "is required unless latitude and longitude are given"],
    ["google_maps", { latitude: 1 }, "content.longitude", "is required with content.latitude"],
    ["google_maps", { longitude: 1, query: "x" }, "content.latitude", "is required with content.longitude"],
    [
      "google_maps",
      { latitude: 1, longitude: 2, query: "x" },
      "content.query",
      "cannot be combined with latitude and longitude",
    ],
    ["google_maps", { query: "x", place_id: "a b" }, "content.place_id", "must be a Google place ID"],
    ["apple_maps", { query: "" }, "content.query", "is required unless latitude and longitude are given"],
    ["waze", { latitude: 10 }, "content.longitude", "is required"],
    ["bookmark", { url: "javascript:alert(1)" }, "content.url", "must be a web address"],
    ["otp", { ...otp, secret: "JBSWY3DPEHPK3PX1" }, "content.secret", "must be Base32"],
    ["otp", { ...otp, secret: "JBSWY3DPEHPK3PXPA" }, "content.secret", "must be Base32"],
    ["otp", { ...otp, secret: "JBSWY3DP" }, "content.secret", "must be at least 16 Base32 characters (80 bits); got 8"],
    ["otp", { ...otp, digits: 7 }, "content.digits", "must be 6 or 8"],
    ["otp", { ...otp, algorithm: "MD5" }, "content.algorithm", "must be one of SHA1, SHA256, SHA512"],
    ["otp", { ...otp, type: "motp" }, "content.type", "must be one of totp, hotp"],
    ["otp", { ...otp, account: "a:b" }, "content.account", "must not contain a colon"],
    ["otp", { ...otp, issuer: " Acme" }, "content.issuer", "nor start or end with a space"],
    ["otp", { ...otp, type: "hotp" }, "content.counter", "is required for type hotp"],
    ["otp", { ...otp, counter: 1 }, "content.counter", "is only for type hotp"],
    ["otp", { ...otp, type: "hotp", counter: 1, period: 30 }, "content.period", "is only for type totp"],
    ["otp", { ...otp, period: 0 }, "content.period", "must be at least 1"],
    ["json", {}, "content.json", "is required"],
    [
      "gs1_digital_link",
      { gtin: "09506000134353" },
      "content.gtin",
      "fails the GS1 mod-10 check (the check digit should be 2)",
    ],
    [
      "gs1_digital_link",
      { gtin: "4006381333932" },
      "content.gtin",
      "fails the GS1 mod-10 check (the check digit should be 1)",
    ],
    ["gs1_digital_link", { gtin: "12345" }, "content.gtin", "must be a GTIN of 8, 12, 13 or 14 digits"],
    ["gs1_digital_link", { gtin, batch: "a b" }, "content.batch", "GS1 character set 82"],
    ["gs1_digital_link", { gtin, serial: "x".repeat(21) }, "content.serial", "GS1 character set 82"],
    ["gs1_digital_link", { gtin, expiry: "251301" }, "content.expiry", "is not a date YYMMDD"],
    [
      "gs1_digital_link",
      { gtin, resolver: "https://example.com/" },
      "content.resolver",
      "without query or trailing slash",
    ],
    ["gs1_digital_link", { gtin, resolver: "example.com" }, "content.resolver", "must be an http(s) address"],
  ])("%s %j → VALIDATION_ERROR on %s", (type, content, field, message) => {
    const error = failure(type, content);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details).toEqual([{ field, message: expect.stringContaining(message) }]);
    expect(error.message).toBe(`${field} ${error.details?.[0]?.message}`);
  });
});
