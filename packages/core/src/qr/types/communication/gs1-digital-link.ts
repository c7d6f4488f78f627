import { Gs1DigitalLinkContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { definedFields } from "../../fields/defined-fields.js";
import { gs1CheckDigit, hasValidGs1CheckDigit } from "../../fields/gs1-check-digit.js";
import { percentEncode } from "../../fields/percent-encode.js";
import { toWebAddress } from "../../fields/web-address.js";
import { defineQrType } from "../../qr-type.js";

const DEFAULT_RESOLVER = "https://id.gs1.org";

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
  schema: Gs1DigitalLinkContentSchema,
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
