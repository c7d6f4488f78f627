// The communication group's hand-written example payloads and canonical contents, which the QR-type suite
// (qr-type-suite.ts) checks every type of the group against.
import fc from "fast-check";
import { encodeBase32 } from "../../qr/fields/base32.js";
import { parseGeoPoint } from "../../qr/fields/geo-coordinates.js";
import { gs1CheckDigit } from "../../qr/fields/gs1-check-digit.js";
import { emailAddress as email, webAddress as webUrl } from "./content-arbitraries.js";

// Every expected payload of the communication group's tests is written by hand from the standard named beside
// it, not copied from the code's output. In JS strings a payload's backslash is written "\\".

/** The payload of each communication type's catalog example, in catalog order. */
export const COMMUNICATION_EXAMPLE_PAYLOADS: Record<string, string> = {
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

// Canonical contents: parse(build(c)) deep-equals c for canonical contents (optional fields absent stay absent).

/**
 * Text with the characters every escaping rule of this group has to deal with; a line break only where
 * `extra` adds it (see {@link lines}): generateQr refuses control characters in a single-line field.
 */
const text = (maxLength = 16, extra: string[] = []) =>
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
/** Text of a field the type declares multi-line (`multiLine`): line breaks included. */
const lines = (maxLength: number) => text(maxLength, ["\n"]);
const e164 = fc.stringMatching(/^\+[1-9]\d{1,14}$/);
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
const labelPart = text(20)
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
    rest: fc.record({ summary: text(30), location: text(), description: lines(40) }, { requiredKeys: ["summary"] }),
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

/** An arbitrary of canonical contents per communication type. */
export const COMMUNICATION_CONTENTS: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  email_matmsg: fc.record({ email, subject: text(), body: lines(40) }, { requiredKeys: ["email"] }),
  phone: fc.record({ phone: e164 }),
  sms: fc.record({ phone: e164, message: lines(40) }, { requiredKeys: ["phone"] }),
  mms: fc.record({ phone: e164, message: lines(40) }, { requiredKeys: ["phone"] }),
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
        note: lines(40),
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
        note: lines(40),
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
