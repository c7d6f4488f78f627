import type { Static } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";
import { choiceOf } from "../literal-union.js";

/** A pragmatic addr-spec check: local part, one @, a dotted domain, no spaces or specials. */
export const EMAIL_PATTERN = '^[^\\s@<>(),;:"\\[\\]]+@[^\\s@<>(),;:"\\[\\]]+\\.[^\\s@<>(),;:"\\[\\]]+$';

/**
 * Schema of an e-mail address (the same addr-spec check as the `email` type).
 *
 * @example
 * ```ts
 * const schema = Type.Object({ emails: Type.Array(emailAddressSchema("An e-mail address.")) });
 * ```
 */
export const emailAddressSchema = (description: string) =>
  Type.String({
    maxLength: 254,
    pattern: EMAIL_PATTERN,
    errorMessage: "must be an e-mail address",
    description,
    examples: ["jane@example.com"],
  });

/**
 * Schema of a web address as callers type it; the core checks and normalises it when building.
 *
 * @example
 * ```ts
 * const schema = Type.Object({ url: webAddressSchema("Company website.") });
 * ```
 */
export const webAddressSchema = (description: string) =>
  Type.String({
    minLength: 1,
    maxLength: 2048,
    description: `${description} An http(s) address; \`https://\` is added when no scheme is given.`,
    examples: ["https://example.com"],
  });

/**
 * Schema of a phone number as callers type it: digits with an optional leading `+` and the usual
 * separators (spaces, dashes, dots, parentheses), which the core removes to write E.164.
 *
 * @example
 * ```ts
 * const schema = Type.Object({ phone: phoneSchema("Number to call.") });
 * ```
 */
export const phoneSchema = (description: string) =>
  Type.String({
    minLength: 2,
    maxLength: 32,
    pattern: "^\\+?[0-9 ().\\-]+$",
    errorMessage: "must be a phone number in international form such as +14155550123",
    description: `${description} International (E.164) form: + country code and number; spaces, dashes, dots and parentheses are removed.`,
    examples: ["+14155550123"],
  });

/**
 * Schema of an amount: a decimal string such as `"12.50"` or a JSON number. Strings are exact; a number is read
 * through its shortest round-trip decimal form (what `String(n)` prints), so `12.5` is `"12.5"` and `0.1 + 0.2` is
 * `"0.30000000000000004"`, which has too many decimals for a currency and is refused rather than rounded.
 *
 * @example
 * ```ts
 * Type.Object({ amount: Type.Optional(amountSchema("Amount in euros.")) });
 * ```
 */
export const amountSchema = (description: string) =>
  Type.Union(
    [
      Type.String({ minLength: 1, maxLength: 40, pattern: "^[0-9]+(\\.[0-9]+)?$" }),
      Type.Number({ minimum: 0, maximum: 1e21 }),
    ],
    {
      errorMessage: 'must be a decimal amount such as "12.50" (digits, optionally a point and decimals)',
      description: `${description} A decimal string ("12.50") or a number; never rounded.`,
      examples: ["12.50"],
    },
  );

/**
 * Schema of a BIC (ISO 9362): 8 or 11 letters and digits, spaces allowed.
 *
 * @example
 * ```ts
 * Type.Object({ bic: Type.Optional(bicSchema("Beneficiary bank.")) });
 * ```
 */
export const bicSchema = (description: string) =>
  Type.String({
    minLength: 8,
    maxLength: 14,
    pattern: "^[A-Za-z0-9 ]+$",
    errorMessage: "must be a BIC of 8 or 11 characters such as COBADEFFXXX",
    description: `${description} ISO 9362, 8 or 11 characters; upper-cased.`,
    examples: ["COBADEFFXXX"],
  });

/**
 * Schema of an IBAN as people type it: letters and digits, spaces allowed (printed groups of four).
 *
 * @example
 * ```ts
 * Type.Object({ iban: ibanSchema("Beneficiary account.") });
 * ```
 */
export const ibanSchema = (description: string) =>
  Type.String({
    minLength: 15,
    maxLength: 42,
    pattern: "^[A-Za-z]{2}[0-9]{2}[A-Za-z0-9 ]+$",
    errorMessage: "must be an IBAN such as DE89 3704 0044 0532 0130 00",
    description: `${description} Spaces are removed and letters upper-cased.`,
    examples: ["DE89370400440532013000"],
  });

/**
 * Schema of a calendar date written `YYYY-MM-DD` (ISO 8601 extended form); the core checks the day exists.
 *
 * @example
 * ```ts
 * const schema = Type.Object({ birthday: Type.Optional(calendarDateSchema("Date of birth.")) });
 * ```
 */
export const calendarDateSchema = (description: string) =>
  Type.String({
    pattern: "^\\d{4}-\\d{2}-\\d{2}$",
    errorMessage: "must be a date written YYYY-MM-DD",
    description: `${description} Written YYYY-MM-DD.`,
    examples: ["1990-04-15"],
  });

/**
 * Schema of an event time: a date `YYYY-MM-DD` (all-day), a UTC or offset date-time
 * `YYYY-MM-DDThh:mm[:ss](Z|±hh:mm)`, or a local date-time without either.
 *
 * @example
 * ```ts
 * const schema = Type.Object({ start: eventTimeSchema("When it starts.") });
 * ```
 */
export const eventTimeSchema = (description: string) =>
  Type.String({
    pattern: "^\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}(?::\\d{2})?(?:Z|[+-]\\d{2}:\\d{2})?)?$",
    errorMessage:
      "must be a date YYYY-MM-DD or a date-time YYYY-MM-DDThh:mm:ss (with Z, an offset such as +02:00, or neither for local time)",
    description,
    examples: ["2025-06-01T10:00:00Z", "2025-06-01T10:00:00", "2025-06-01"],
  });

/**
 * Schema of a WGS 84 latitude in decimal degrees, -90..90.
 *
 * @example
 * ```ts
 * const schema = Type.Object({ latitude: latitudeSchema(), longitude: longitudeSchema() });
 * ```
 */
export const latitudeSchema = () =>
  Type.Number({ minimum: -90, maximum: 90, description: "Latitude in decimal degrees (WGS 84), -90 to 90." });

/**
 * Schema of a WGS 84 longitude in decimal degrees, -180..180.
 *
 * @example
 * ```ts
 * const schema = Type.Object({ latitude: latitudeSchema(), longitude: longitudeSchema() });
 * ```
 */
export const longitudeSchema = () =>
  Type.Number({ minimum: -180, maximum: 180, description: "Longitude in decimal degrees (WGS 84), -180 to 180." });

/**
 * Optional `latitude` and `longitude` properties, for a content that takes a point or something else instead (the
 * core requires both or neither).
 *
 * @example
 * ```ts
 * Type.Object({ ...optionalGeoPointProperties(), query: Type.Optional(Type.String()) });
 * ```
 */
export const optionalGeoPointProperties = () => ({
  latitude: Type.Optional(latitudeSchema()),
  longitude: Type.Optional(longitudeSchema()),
});

/**
 * Schema of an Ethereum address: `0x` and 40 hex digits, in any case.
 *
 * @example
 * ```ts
 * Type.Object({ address: ethereumAddressSchema("Recipient.") });
 * ```
 */
export const ethereumAddressSchema = (description: string) =>
  Type.String({
    minLength: 42,
    maxLength: 42,
    pattern: "^0[xX][0-9a-fA-F]{40}$",
    errorMessage: "must be an Ethereum address: 0x and 40 hex digits",
    description: `${description} 0x and 40 hex digits; mixed case must be a valid EIP-55 checksum.`,
    examples: ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"],
  });

/**
 * The properties of a postal address, for spreading into a content schema (a vCard adds `type`).
 *
 * @example
 * ```ts
 * const address = Type.Object(POSTAL_ADDRESS_PROPERTIES, { additionalProperties: false });
 * ```
 */
export const POSTAL_ADDRESS_PROPERTIES = {
  street: Type.Optional(Type.String({ maxLength: 200, description: "Street address, e.g. `1 Main Street`." })),
  city: Type.Optional(Type.String({ maxLength: 100, description: "City or locality." })),
  region: Type.Optional(Type.String({ maxLength: 100, description: "State, province or region." })),
  postal_code: Type.Optional(Type.String({ maxLength: 20, description: "Postal code." })),
  country: Type.Optional(Type.String({ maxLength: 100, description: "Country name." })),
};

const postalAddressSchema = Type.Object(POSTAL_ADDRESS_PROPERTIES);

/** A postal address: every part optional. */
export type PostalAddress = Static<typeof postalAddressSchema>;

/**
 * Schema of a string that is one of `values` (exact case), with an error that lists them.
 *
 * @example
 * ```ts
 * const algorithm = stringEnum(["SHA1", "SHA256", "SHA512"], "HMAC hash function.");
 * // a bad value: "content.algorithm must be one of SHA1, SHA256, SHA512"
 * ```
 */
export const stringEnum = <const T extends readonly string[]>(values: T, description: string) =>
  choiceOf(values, { description });
