import { Type } from "@sinclair/typebox";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { definedFields } from "../../fields/defined-fields.js";
import { gs1CheckDigit, hasValidGs1CheckDigit } from "../../fields/gs1-check-digit.js";
import { percentEncode } from "../../fields/percent-encode.js";
import { toWebAddress } from "../../fields/web-address.js";
import { defineQrType } from "../../qr-type.js";

const DEFAULT_RESOLVER = "https://id.gs1.org";

/** GS1 AI encodable character set 82 (GS1 General Specifications §7.11, figure 7.11-1). */
const CSET82 = "^[!\"%&'()*+,\\-./0-9:;<=>?A-Z_a-z]+$";

const cset82 = (ai: string, description: string) =>
  Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 20,
      pattern: CSET82,
      errorMessage: "must be 1 to 20 characters of GS1 character set 82 (letters, digits and !\"%&'()*+,-./:;<=>?_)",
      description: `${description} (AI ${ai}), up to 20 characters of GS1 character set 82.`,
    }),
  );

const SCHEME_GIVEN = /^https?:\/\//i;
const LINK = /^(https?:\/\/[^/?#]+(?:\/[^?#]*?)?)\/01\/(\d{14})(?:\/10\/([^/?#]+))?(?:\/21\/([^/?#]+))?(?:\?([^#]*))?$/;

/** Whether `YYMMDD` is a GS1 date: month 01-12, day 00 (end of month) to 31. */
const isGs1Date = (value: string) => /^\d{2}(0[1-9]|1[0-2])(0\d|[12]\d|3[01])$/.test(value);

/** A resolver origin with an optional path prefix, without a trailing slash, serialised as {@link toWebAddress} does. */
function toResolver(value: string): string {
  let address: string | undefined;
  try {
    address = SCHEME_GIVEN.test(value) ? toWebAddress(value, "content.resolver") : undefined;
  } catch {
    address = undefined;
  }
  const url = address ? new URL(address) : undefined;
  if (!address || !url || url.search || url.hash || address.endsWith("/")) {
    throw QrbarError.field(
      "content.resolver",
      "must be an http(s) address without query or trailing slash, such as https://id.example.com",
    );
  }
  return address;
}

/**
 * A GS1 Digital Link URI (GS1 Digital Link standard 1.x): `https://id.gs1.org/01/<GTIN-14>` with
 * optional `/10/<batch>`, `/21/<serial>` and `?17=<expiry YYMMDD>`, on GS1's resolver or the
 * brand's own domain.
 *
 * @example
 * ```ts
 * gs1DigitalLink.build({ gtin: "9506000134352", batch: "AB12" }); // "https://id.gs1.org/01/09506000134352/10/AB12"
 * ```
 */
export const gs1DigitalLink = defineQrType({
  key: "gs1_digital_link",
  label: "GS1 Digital Link",
  schema: Type.Object(
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
  ),
  example: { gtin: "09506000134352", batch: "ABC123" },
  build: (c) => {
    const gtin = c.gtin.padStart(14, "0");
    if (!hasValidGs1CheckDigit(gtin)) {
      throw QrbarError.field(
        "content.gtin",
        `fails the GS1 mod-10 check (the check digit should be ${gs1CheckDigit(gtin.slice(0, -1))})`,
      );
    }
    if (c.expiry && !isGs1Date(c.expiry)) throw QrbarError.field("content.expiry", "is not a date YYMMDD");
    const resolver = c.resolver ? toResolver(c.resolver) : DEFAULT_RESOLVER;
    const batch = c.batch ? `/10/${percentEncode(c.batch)}` : "";
    const serial = c.serial ? `/21/${percentEncode(c.serial)}` : "";
    return `${resolver}/01/${gtin}${batch}${serial}${c.expiry ? `?17=${c.expiry}` : ""}`;
  },
  parse: (payload) => {
    const match = LINK.exec(payload);
    if (!match || !hasValidGs1CheckDigit(match[2] as string)) return undefined;
    const [, resolver, gtin, batch, serial, query] = match;
    const expiry = new URLSearchParams(query ?? "").get("17") ?? undefined;
    return definedFields({
      gtin: gtin as string,
      batch: batch && decodeURIComponent(batch),
      serial: serial && decodeURIComponent(serial),
      expiry: expiry && isGs1Date(expiry) ? expiry : undefined,
      resolver: resolver === DEFAULT_RESOLVER ? undefined : resolver,
    });
  },
});
