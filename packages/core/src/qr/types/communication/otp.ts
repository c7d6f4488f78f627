import { Type } from "@sinclair/typebox";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { decodeBase32, normaliseBase32 } from "../../fields/base32.js";
import { definedFields } from "../../fields/defined-fields.js";
import { percentEncode } from "../../fields/percent-encode.js";
import { stringEnum } from "../../fields/string-enum.js";
import { defineQrType } from "../../qr-type.js";

const OTP_TYPES = ["totp", "hotp"] as const;
const ALGORITHMS = ["SHA1", "SHA256", "SHA512"] as const;

/** 80 bits: the shortest secret authenticator apps take (RFC 4226 asks for 128, recommends 160). */
const MIN_SECRET_CHARS = 16;

/** Checks and canonicalises a Base32 secret: upper case, no spaces, no padding. */
function toSecret(value: string): string {
  const secret = normaliseBase32(value);
  if (!decodeBase32(secret)) {
    throw QrbarError.field("content.secret", "must be Base32 (RFC 4648: letters A-Z and digits 2-7, padding optional)");
  }
  if (secret.length < MIN_SECRET_CHARS) {
    throw QrbarError.field(
      "content.secret",
      `must be at least ${MIN_SECRET_CHARS} Base32 characters (80 bits); got ${secret.length}`,
    );
  }
  return secret;
}

/** A label part, percent-encoded but for `@`, which a URI path may hold (the key URI format's own examples keep it). */
const labelPart = (value: string): string => percentEncode(value).replace(/%40/g, "@");

const LABEL_PART = {
  pattern: "^[^:\\s](?:[^:]*[^:\\s])?$",
  errorMessage: "must not contain a colon nor start or end with a space",
};

/**
 * A one-time-password key for authenticator apps, in the Google Authenticator Key URI format:
 * `otpauth://totp/<Issuer>:<account>?secret=<BASE32>&issuer=<Issuer>&algorithm=..&digits=..&period=..`
 * (`hotp` with `counter=` instead of `period=`).
 *
 * @example
 * ```ts
 * otp.build({ type: "totp", issuer: "Example", account: "jane", secret: "jbsw y3dp ehpk 3pxp" });
 * // "otpauth://totp/Example:jane?secret=JBSWY3DPEHPK3PXP&issuer=Example"
 * ```
 */
export const otp = defineQrType({
  key: "otp",
  label: "One-time password (TOTP/HOTP)",
  schema: Type.Object(
    {
      type: stringEnum(OTP_TYPES, "totp (time-based codes) or hotp (counter-based codes)."),
      issuer: Type.Optional(
        Type.String({
          maxLength: 100,
          ...LABEL_PART,
          description: "Service the account belongs to; strongly recommended.",
        }),
      ),
      account: Type.String({
        minLength: 1,
        maxLength: 200,
        ...LABEL_PART,
        description: "Account name, e.g. the user's e-mail address.",
      }),
      secret: Type.String({
        minLength: 1,
        maxLength: 1024,
        description:
          "Shared secret in Base32 (RFC 4648), at least 16 characters; spaces, lower case and `=` padding are accepted and removed.",
      }),
      algorithm: Type.Optional(
        stringEnum(ALGORITHMS, "HMAC hash; SHA1 when absent (the only one every app supports)."),
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
  ),
  example: { type: "totp", issuer: "Example", account: "jane@example.com", secret: "JBSWY3DPEHPK3PXP" },
  build: (c) => {
    const { type } = c;
    if (type === "totp" && c.counter !== undefined) throw QrbarError.field("content.counter", "is only for type hotp");
    if (type === "hotp" && c.period !== undefined) throw QrbarError.field("content.period", "is only for type totp");
    if (type === "hotp" && c.counter === undefined)
      throw QrbarError.field("content.counter", "is required for type hotp");
    const label = c.issuer ? `${labelPart(c.issuer)}:${labelPart(c.account)}` : labelPart(c.account);
    const params = [
      `secret=${toSecret(c.secret)}`,
      c.issuer && `issuer=${percentEncode(c.issuer)}`,
      c.algorithm && `algorithm=${c.algorithm}`,
      c.digits && `digits=${c.digits}`,
      c.period !== undefined && `period=${c.period}`,
      c.counter !== undefined && `counter=${c.counter}`,
    ];
    return `otpauth://${type}/${label}?${params.filter(Boolean).join("&")}`;
  },
  parse: (payload) => {
    const match = /^otpauth:\/\/(totp|hotp)\/([^?#]*)\?([^#]*)$/i.exec(payload);
    if (!match) return undefined;
    const type = (match[1] as string).toLowerCase() as (typeof OTP_TYPES)[number];
    const label = decodeURIComponent(match[2] as string);
    const params = new URLSearchParams(match[3]);
    const secret = normaliseBase32(params.get("secret") ?? "");
    if (!secret || !decodeBase32(secret)) return undefined;
    const colon = label.indexOf(":");
    const labelIssuer = colon < 0 ? undefined : label.slice(0, colon);
    const account = (colon < 0 ? label : label.slice(colon + 1)).trim();
    const algorithm = ALGORITHMS.find((a) => a === params.get("algorithm")?.toUpperCase());
    const digits = params.get("digits");
    const period = params.get("period");
    const counter = params.get("counter");
    if (!account || (type === "hotp" && !/^\d+$/.test(counter ?? ""))) return undefined;
    return definedFields({
      type,
      issuer: params.get("issuer") || labelIssuer || undefined,
      account,
      secret,
      algorithm,
      digits: digits === "6" || digits === "8" ? (Number(digits) as 6 | 8) : undefined,
      period: type === "totp" && period && /^\d+$/.test(period) ? Number(period) : undefined,
      counter: type === "hotp" ? Number(counter) : undefined,
    });
  },
});
