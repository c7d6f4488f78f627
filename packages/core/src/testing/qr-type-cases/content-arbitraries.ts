// fast-check arbitraries the QR-type case tables share: optional fields, and the addresses several types hold.
import fc from "fast-check";
import { isEmailAddress } from "../../qr/fields/email-address.js";
import { toWebAddress } from "../../qr/fields/web-address.js";

/** An arbitrary that may also give `undefined`, for an optional content field. */
export const optional = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.option(arbitrary, { nil: undefined });

/** The content without its `undefined` fields: what a builder given it parses back to. */
export const withoutUndefined = (content: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(content).filter(([, value]) => value !== undefined));

/** A record arbitrary whose `undefined` fields are dropped (see {@link withoutUndefined}). */
export const compact = <T extends Record<string, unknown>>(
  arbitrary: fc.Arbitrary<T>,
): fc.Arbitrary<Record<string, unknown>> => arbitrary.map(withoutUndefined);

/** E-mail addresses (RFC 5322 addr-spec) that the library accepts. */
export const emailAddress = fc.emailAddress().filter(isEmailAddress);

/** Web addresses as the builders serialise them (WHATWG URL): `http://a.aa/.` is written `http://a.aa/`. */
export const webAddress = fc.webUrl().map((url) => toWebAddress(url, "url"));
