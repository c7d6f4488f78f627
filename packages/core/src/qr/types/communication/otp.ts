import { OTP_ALGORITHMS, type OTP_TYPES, OtpContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { decodeBase32, normaliseBase32 } from "../../fields/base32.js";
import { definedFields } from "../../fields/defined-fields.js";
import { percentEncode } from "../../fields/percent-encode.js";
import { defineQrType } from "../../qr-type.js";

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
  schema: OtpContentSchema,
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
    const algorithm = OTP_ALGORITHMS.find((a) => a === params.get("algorithm")?.toUpperCase());
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
