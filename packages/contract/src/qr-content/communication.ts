// Content schemas of the communication QR types: calls, messages, contacts, networks, places, events, one-time passwords.
import type { TProperties, TSchema } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";
import {
  calendarDateSchema,
  emailAddressSchema,
  eventTimeSchema,
  latitudeSchema,
  longitudeSchema,
  optionalGeoPointProperties,
  POSTAL_ADDRESS_PROPERTIES,
  phoneSchema,
  stringEnum,
  webAddressSchema,
} from "./fields.js";

/** Wi-Fi security types a `WIFI:` code names in `T:`. */
export const WIFI_ENCRYPTIONS = ["WPA", "WEP", "SAE", "nopass", "WPA2-EAP"] as const;

/** EAP and phase 2 methods the ZXing Android reader maps onto `WifiEnterpriseConfig`. */
export const WIFI_EAP_METHODS = ["PEAP", "TTLS", "TLS", "PWD"] as const;

/** Phase 2 methods the ZXing Android reader maps onto `WifiEnterpriseConfig`. */
export const WIFI_PHASE2_METHODS = ["NONE", "PAP", "MSCHAP", "MSCHAPV2", "GTC"] as const;

/** One-time-password kinds of the key URI format: time-based and counter-based. */
export const OTP_TYPES = ["totp", "hotp"] as const;

/** HMAC hash functions an `otpauth:` key may name. */
export const OTP_ALGORITHMS = ["SHA1", "SHA256", "SHA512"] as const;

const OTP_LABEL_PART = {
  pattern: "^[^:\\s](?:[^:]*[^:\\s])?$",
  errorMessage: "must not contain a colon nor start or end with a space",
};

/** GS1 AI encodable character set 82 (GS1 General Specifications §7.11, figure 7.11-1). */
const GS1_CSET82 = "^[!\"%&'()*+,\\-./0-9:;<=>?A-Z_a-z]+$";

const cset82 = (ai: string, description: string) =>
  Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 20,
      pattern: GS1_CSET82,
      errorMessage: "must be 1 to 20 characters of GS1 character set 82 (letters, digits and !\"%&'()*+,-./:;<=>?_)",
      description: `${description} (AI ${ai}), up to 20 characters of GS1 character set 82.`,
    }),
  );

const vcardText = (maxLength: number, description: string) => Type.Optional(Type.String({ maxLength, description }));

/** Telephone types both vCard 3.0 (RFC 2426 §3.3.1) and 4.0 (RFC 6350 §6.4.1) define. */
const VCARD_PHONE_TYPES = ["cell", "work", "home", "voice", "fax", "pager", "video"] as const;

/** vCard `TYPE` values of an e-mail address or a postal address. */
export const VCARD_PLACE_TYPES = ["work", "home"] as const;

const VCARD_VERSIONS = ["3.0", "4.0"] as const;

const bizcardText = (maxLength: number, description: string) =>
  Type.Optional(Type.String({ maxLength, description: `${description} Empty means none.` }));

/** Content of the `apple_maps` QR type (Apple Maps location). */
export const AppleMapsContentSchema = Type.Object(
  {
    ...optionalGeoPointProperties(),
    query: Type.Optional(
      Type.String({
        maxLength: 500,
        description: "With coordinates, the pin's label; without, a place name or address to search.",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `bizcard` QR type (Business card (BIZCARD)). */
export const BizcardContentSchema = Type.Object(
  {
    first_name: bizcardText(100, "Given name."),
    last_name: bizcardText(100, "Family name."),
    title: bizcardText(200, "Job title."),
    company: bizcardText(200, "Company."),
    address: bizcardText(500, "Postal address on one line."),
    phone: Type.Optional(phoneSchema("Business phone.")),
    mobile: Type.Optional(phoneSchema("Mobile phone.")),
    fax: Type.Optional(phoneSchema("Fax.")),
    email: Type.Optional(emailAddressSchema("E-mail address.")),
  },
  { additionalProperties: false },
);

/** Content of the `bookmark` QR type (Bookmark). */
export const BookmarkContentSchema = Type.Object(
  {
    url: webAddressSchema("Address to bookmark."),
    title: Type.Optional(Type.String({ maxLength: 200, description: "Bookmark title; empty means none." })),
  },
  { additionalProperties: false },
);

/** Content of the `email_matmsg` QR type (E-mail (MATMSG)). */
export const EmailMatmsgContentSchema = Type.Object(
  {
    email: emailAddressSchema("Recipient address."),
    subject: Type.Optional(Type.String({ maxLength: 1000, description: "Subject line; empty means none." })),
    body: Type.Optional(Type.String({ maxLength: 2000, description: "Message text; empty means none." })),
  },
  { additionalProperties: false },
);

/** Content of the `event` QR type (Calendar event). */
export const EventContentSchema = Type.Object(
  {
    summary: Type.String({ minLength: 1, maxLength: 255, description: "Title of the event." }),
    start: eventTimeSchema(
      "Start: `2025-06-01T10:00:00Z` (UTC), `2025-06-01T10:00:00+02:00` (converted to UTC), `2025-06-01T10:00:00` (local: in `time_zone`, or wherever the reader is) or `2025-06-01` (all-day).",
    ),
    end: Type.Optional(
      eventTimeSchema(
        "End, of the same form as `start` and after it. For an all-day event, the last day (inclusive); absent means one day.",
      ),
    ),
    time_zone: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          "IANA time zone of local start and end times, e.g. `Europe/Paris`; the times are written converted to UTC.",
        examples: ["Europe/Paris"],
      }),
    ),
    location: Type.Optional(Type.String({ maxLength: 500, description: "Where it takes place." })),
    description: Type.Optional(Type.String({ maxLength: 2000, description: "Details." })),
  },
  { additionalProperties: false },
);

/** Content of the `geo` QR type (Geographic location). */
export const GeoContentSchema = Type.Object(
  {
    latitude: latitudeSchema(),
    longitude: longitudeSchema(),
    altitude: Type.Optional(
      Type.Number({
        minimum: -20_000,
        maximum: 100_000_000,
        description: "Altitude in metres above the WGS 84 ellipsoid.",
      }),
    ),
    uncertainty: Type.Optional(
      Type.Number({ minimum: 0, maximum: 40_000_000, description: "Uncertainty radius in metres (`;u=`)." }),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `google_maps` QR type (Google Maps location). */
export const GoogleMapsContentSchema = Type.Object(
  {
    ...optionalGeoPointProperties(),
    query: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 500,
        description: "A place name or address to search, instead of coordinates.",
      }),
    ),
    place_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 512,
        pattern: "^[A-Za-z0-9_-]+$",
        errorMessage: "must be a Google place ID (letters, digits, _ and -)",
        description: "Google place ID to open when the query matches several places (`query_place_id`).",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `gs1_digital_link` QR type (GS1 Digital Link). */
export const Gs1DigitalLinkContentSchema = Type.Object(
  {
    gtin: Type.String({
      pattern: "^(\\d{8}|\\d{12,14})$",
      errorMessage: "must be a GTIN of 8, 12, 13 or 14 digits",
      description: "GTIN-8, -12, -13 or -14 with its check digit; written as 14 digits (leading zeros).",
      examples: ["09506000134352"],
    }),
    batch: cset82("10", "Batch or lot number"),
    serial: cset82("21", "Serial number"),
    expiry: Type.Optional(
      Type.String({
        pattern: "^\\d{6}$",
        errorMessage: "must be a date YYMMDD",
        description: "Expiry date (AI 17), YYMMDD; day 00 means the end of the month.",
      }),
    ),
    resolver: Type.Optional(
      Type.String({
        maxLength: 200,
        description: "Resolver to use instead of https://id.gs1.org, e.g. the brand's `https://id.example.com`.",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `json` QR type (JSON data). */
export const JsonContentSchema = Type.Object(
  { json: Type.Unknown({ description: "Any JSON value; encoded compact (no white space)." }) },
  { additionalProperties: false },
);

/** Content of the `mecard` QR type (Contact (MeCard)). */
export const MecardContentSchema = Type.Object(
  {
    first_name: Type.Optional(Type.String({ maxLength: 100, description: "Given name." })),
    last_name: Type.Optional(Type.String({ maxLength: 100, description: "Family name." })),
    nickname: Type.Optional(Type.String({ maxLength: 100, description: "Nickname." })),
    organization: Type.Optional(
      Type.String({ maxLength: 200, description: "Company (`ORG:`, read by ZXing-based readers)." }),
    ),
    phones: Type.Optional(Type.Array(phoneSchema("A phone number."), { maxItems: 5, description: "Phone numbers." })),
    emails: Type.Optional(
      Type.Array(emailAddressSchema("An e-mail address."), { maxItems: 5, description: "E-mail addresses." }),
    ),
    address: Type.Optional(
      Type.Object(POSTAL_ADDRESS_PROPERTIES, { additionalProperties: false, description: "Postal address." }),
    ),
    url: Type.Optional(webAddressSchema("Website.")),
    birthday: Type.Optional(calendarDateSchema("Date of birth.")),
    note: Type.Optional(Type.String({ maxLength: 1000, description: "Free text." })),
  },
  { additionalProperties: false },
);

/** Content of the `otp` QR type (One-time password (TOTP/HOTP)). */
export const OtpContentSchema = Type.Object(
  {
    type: stringEnum(OTP_TYPES, "totp (time-based codes) or hotp (counter-based codes)."),
    issuer: Type.Optional(
      Type.String({
        maxLength: 100,
        ...OTP_LABEL_PART,
        description: "Service the account belongs to; strongly recommended.",
      }),
    ),
    account: Type.String({
      minLength: 1,
      maxLength: 200,
      ...OTP_LABEL_PART,
      description: "Account name, e.g. the user's e-mail address.",
    }),
    secret: Type.String({
      minLength: 1,
      maxLength: 1024,
      description:
        "Shared secret in Base32 (RFC 4648), at least 16 characters; spaces, lower case and `=` padding are accepted and removed.",
    }),
    algorithm: Type.Optional(
      stringEnum(OTP_ALGORITHMS, "HMAC hash; SHA1 when absent (the only one every app supports)."),
    ),
    digits: Type.Optional(
      Type.Union([Type.Literal(6), Type.Literal(8)], {
        description: "Code length; 6 when absent.",
        errorMessage: "must be 6 or 8",
      }),
    ),
    period: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 3600, description: "TOTP only: seconds a code lasts; 30 when absent." }),
    ),
    counter: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: Number.MAX_SAFE_INTEGER,
        description: "HOTP only, required there: the initial counter.",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `phone` QR type (Phone call). */
export const PhoneContentSchema = Type.Object(
  { phone: phoneSchema("Number to call.") },
  { additionalProperties: false },
);

/** An optional list of up to 5 vCard values, each with its optional `type` parameter. */
const typedList = <V extends TProperties, T extends TSchema>(value: V, type: T, description: string) =>
  Type.Optional(
    Type.Array(Type.Object({ ...value, type: Type.Optional(type) }, { additionalProperties: false }), {
      maxItems: 5,
      description,
    }),
  );

/** Content of the `vcard` QR type (Contact (vCard)). */
export const VcardContentSchema = Type.Object(
  {
    version: Type.Optional(stringEnum(VCARD_VERSIONS, "vCard version: 3.0 (default, read everywhere) or 4.0.")),
    first_name: vcardText(100, "Given name."),
    last_name: vcardText(100, "Family name."),
    middle_name: vcardText(100, "Additional (middle) names."),
    prefix: vcardText(50, "Honorific prefix, e.g. `Dr.`."),
    suffix: vcardText(50, "Honorific suffix, e.g. `Jr.`."),
    organization: vcardText(200, "Company or organisation."),
    title: vcardText(200, "Job title."),
    phones: typedList(
      { number: phoneSchema("Phone number.") },
      stringEnum(VCARD_PHONE_TYPES, "Kind of number."),
      "Phone numbers, first is preferred.",
    ),
    emails: typedList(
      { email: emailAddressSchema("E-mail address.") },
      stringEnum(VCARD_PLACE_TYPES, "Work or home."),
      "E-mail addresses.",
    ),
    address: Type.Optional(
      Type.Object(
        { ...POSTAL_ADDRESS_PROPERTIES, type: Type.Optional(stringEnum(VCARD_PLACE_TYPES, "Work or home.")) },
        { additionalProperties: false, description: "Postal address." },
      ),
    ),
    url: Type.Optional(webAddressSchema("Website.")),
    birthday: Type.Optional(calendarDateSchema("Date of birth.")),
    note: vcardText(1000, "Free text; line breaks are kept."),
  },
  { additionalProperties: false },
);

/** Content of the `waze` QR type (Waze directions). */
export const WazeContentSchema = Type.Object(
  { latitude: latitudeSchema(), longitude: longitudeSchema() },
  { additionalProperties: false },
);

/** Content of the `wifi` QR type (Wi-Fi network). */
export const WifiContentSchema = Type.Object(
  {
    ssid: Type.String({ minLength: 1, maxLength: 32, description: "Network name (SSID), 1 to 32 bytes in UTF-8." }),
    encryption: stringEnum(
      WIFI_ENCRYPTIONS,
      "Security: WPA (WPA/WPA2/WPA3 transition), SAE (WPA3 only), WEP, nopass (open) or WPA2-EAP (enterprise).",
    ),
    password: Type.Optional(
      Type.String({
        maxLength: 254,
        description:
          "Network key. WPA and SAE: 8 to 63 printable ASCII characters or 64 hex digits; WEP: 5 or 13 characters or 10 or 26 hex digits; absent for nopass; the user's password for WPA2-EAP.",
      }),
    ),
    hidden: Type.Optional(Type.Boolean({ description: "True when the network does not broadcast its SSID." })),
    eap_method: Type.Optional(stringEnum(WIFI_EAP_METHODS, "EAP method (`E:`), WPA2-EAP only; required there.")),
    phase2: Type.Optional(stringEnum(WIFI_PHASE2_METHODS, "Phase 2 authentication (`PH2:`), WPA2-EAP only.")),
    anonymous_identity: Type.Optional(
      Type.String({ maxLength: 254, description: "Anonymous (outer) identity (`A:`), WPA2-EAP only." }),
    ),
    identity: Type.Optional(Type.String({ maxLength: 254, description: "User name (`I:`), WPA2-EAP only." })),
  },
  { additionalProperties: false },
);

/** Content of a FaceTime call, video or audio. */
const faceTimeContentSchema = Type.Object(
  {
    contact: Type.String({
      minLength: 2,
      maxLength: 254,
      description:
        "Who to call: a phone number in international (E.164) form such as +14155550123, or the e-mail address of an Apple Account.",
    }),
  },
  { additionalProperties: false },
);

/** Content of the `facetime` QR type (FaceTime). */
export const FacetimeContentSchema = faceTimeContentSchema;

/** Content of the `facetime_audio` QR type (FaceTime audio). */
export const FacetimeAudioContentSchema = faceTimeContentSchema;

/** Content of a short message, SMS or MMS. */
const shortMessageContentSchema = Type.Object(
  {
    phone: phoneSchema("Recipient."),
    message: Type.Optional(Type.String({ maxLength: 1600, description: "Pre-filled message; empty means none." })),
  },
  { additionalProperties: false },
);

/** Content of the `sms` QR type (SMS). */
export const SmsContentSchema = shortMessageContentSchema;

/** Content of the `mms` QR type (MMS). */
export const MmsContentSchema = shortMessageContentSchema;

/** The content schemas of the communication QR types, by type key, in catalog order. */
export const COMMUNICATION_CONTENT_SCHEMAS = {
  email_matmsg: EmailMatmsgContentSchema,
  phone: PhoneContentSchema,
  sms: SmsContentSchema,
  mms: MmsContentSchema,
  facetime: FacetimeContentSchema,
  facetime_audio: FacetimeAudioContentSchema,
  wifi: WifiContentSchema,
  vcard: VcardContentSchema,
  mecard: MecardContentSchema,
  bizcard: BizcardContentSchema,
  event: EventContentSchema,
  geo: GeoContentSchema,
  google_maps: GoogleMapsContentSchema,
  apple_maps: AppleMapsContentSchema,
  waze: WazeContentSchema,
  bookmark: BookmarkContentSchema,
  otp: OtpContentSchema,
  json: JsonContentSchema,
  gs1_digital_link: Gs1DigitalLinkContentSchema,
};
