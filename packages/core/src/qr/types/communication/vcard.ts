import { VCARD_PLACE_TYPES, VcardContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { assertCalendarDate } from "../../fields/calendar-date.js";
import {
  type ContentLine,
  escapeText,
  joinContentLines,
  parseContentLines,
  textComponents,
  unescapeText,
} from "../../fields/content-line.js";
import { definedFields } from "../../fields/defined-fields.js";
import { readE164 } from "../../fields/e164-number.js";
import { toE164 } from "../../fields/phone.js";
import { addressComponents, addressFromComponents, hasAddressParts } from "../../fields/postal-address.js";
import { toWebAddress } from "../../fields/web-address.js";
import { defineQrType } from "../../qr-type.js";

/** When a scanned number has several types, the most specific one wins. */
const PHONE_TYPE_PREFERENCE = ["cell", "fax", "pager", "video", "work", "home", "voice"] as const;

const NAME_PARTS = ["last_name", "first_name", "middle_name", "prefix", "suffix"] as const;

/** The first of `preference` among a line's TYPE values. */
function typeOf<T extends string>(line: ContentLine, preference: readonly T[]): T | undefined {
  const types = (line.params.get("TYPE") ?? []).map((t) => t.toLowerCase());
  return preference.find((t) => types.includes(t));
}

/**
 * A contact card: vCard 3.0 (RFC 2426) by default, 4.0 (RFC 6350) with `version: "4.0"`. CRLF line
 * endings, TEXT values escaped (`\\ \, \; \n`; 4.0 leaves `;` bare outside N, ADR and ORG), lines folded
 * at 75 octets.
 *
 * @example
 * ```ts
 * vcard.build({ first_name: "Jane", last_name: "Doe" });
 * // "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe;Jane;;;\r\nFN:Jane Doe\r\nEND:VCARD\r\n"
 * ```
 */
export const vcard = defineQrType({
  key: "vcard",
  label: "Contact (vCard)",
  schema: VcardContentSchema,
  example: {
    first_name: "Jane",
    last_name: "Doe",
    organization: "Example Corp",
    title: "Engineer",
    phones: [{ number: "+14155550123", type: "cell" }],
    emails: [{ email: "jane@example.com", type: "work" }],
    url: "https://example.com",
  },
  multiLine: ["note"],
  build: (c) => {
    const v4 = c.version === "4.0";
    // vCard 4.0 escapes `;` only in compound values (N, ADR, ORG); 3.0 escapes it everywhere (RFC 2426 §4).
    const single = (value: string) => escapeText(value, !v4);
    const typeParam = (type: string | undefined) => (type ? `;TYPE=${v4 ? type : type.toUpperCase()}` : "");
    const names = NAME_PARTS.map((part) => c[part] ?? "");
    const formatted = [c.prefix, c.first_name, c.middle_name, c.last_name, c.suffix].filter(Boolean).join(" ");
    if (!formatted && !c.organization) {
      throw QrbarError.field("content.last_name", "or content.first_name or content.organization is required");
    }
    const phones = (c.phones ?? []).map(({ number, type }, i) => {
      const e164 = toE164(number, `content.phones.${i}.number`);
      return v4 ? `TEL;VALUE=uri${typeParam(type)}:tel:${e164}` : `TEL${typeParam(type)}:${e164}`;
    });
    const address = c.address && hasAddressParts(c.address) ? c.address : undefined;
    const birthday = c.birthday && assertCalendarDate(c.birthday, "content.birthday");
    return joinContentLines(
      [
        "BEGIN:VCARD",
        `VERSION:${v4 ? "4.0" : "3.0"}`,
        // N is required in 3.0 (even empty for a company card) and optional in 4.0.
        formatted || !v4 ? `N:${names.map((part) => escapeText(part)).join(";")}` : undefined,
        `FN:${single(formatted || (c.organization as string))}`,
        c.organization ? `ORG:${escapeText(c.organization)}` : undefined,
        c.title ? `TITLE:${single(c.title)}` : undefined,
        ...phones,
        ...(c.emails ?? []).map(({ email, type }) => `EMAIL${typeParam(type)}:${single(email)}`),
        address &&
          `ADR${typeParam(address.type)}:${addressComponents(address)
            .map((part) => escapeText(part))
            .join(";")}`,
        c.url ? `URL:${toWebAddress(c.url, "content.url")}` : undefined,
        birthday && `BDAY:${v4 ? birthday.replace(/-/g, "") : birthday}`,
        c.note ? `NOTE:${single(c.note)}` : undefined,
        "END:VCARD",
      ].filter((line): line is string => !!line),
    );
  },
  parse: (payload) => {
    if (!/^BEGIN:VCARD\r?\n/i.test(payload)) return undefined;
    const lines = parseContentLines(payload);
    const end = lines.findIndex((l) => l.name === "END" && l.value.toUpperCase() === "VCARD");
    if (end < 0) return undefined;
    const props = lines.slice(1, end);
    const first = (name: string) => props.find((l) => l.name === name);
    const textOf = (name: string) => {
      const value = first(name)?.value;
      return value ? unescapeText(value) || undefined : undefined;
    };
    const nameParts = textComponents(first("N")?.value ?? "");
    const names = Object.fromEntries(NAME_PARTS.map((part, i) => [part, nameParts[i] || undefined]));
    // ORG is "name;unit;unit" (RFC 6350 §6.6.4): one line of text here.
    const organization =
      textComponents(first("ORG")?.value ?? "")
        .filter(Boolean)
        .join(", ") || undefined;
    const formatted = textOf("FN");
    if (!Object.values(names).some(Boolean) && formatted && formatted !== organization) names.first_name = formatted;
    const phones = props
      .filter((l) => l.name === "TEL")
      .map((l) => {
        const number = l.value.replace(/^tel:/i, "");
        return definedFields({ number: readE164(number) ?? number, type: typeOf(l, PHONE_TYPE_PREFERENCE) });
      });
    const emails = props
      .filter((l) => l.name === "EMAIL")
      .map((l) => definedFields({ email: unescapeText(l.value), type: typeOf(l, VCARD_PLACE_TYPES) }));
    const adr = first("ADR");
    const address = adr && addressFromComponents(textComponents(adr.value));
    const birthday = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(first("BDAY")?.value ?? "");
    return definedFields({
      version: first("VERSION")?.value === "4.0" ? ("4.0" as const) : undefined,
      ...names,
      organization,
      title: textOf("TITLE"),
      phones: phones.length ? phones : undefined,
      emails: emails.length ? emails : undefined,
      address: address && adr ? definedFields({ ...address, type: typeOf(adr, VCARD_PLACE_TYPES) }) : undefined,
      url: textOf("URL"), // unescaped: Google Contacts writes `http\://`
      birthday: birthday ? `${birthday[1]}-${birthday[2]}-${birthday[3]}` : undefined,
      note: textOf("NOTE"),
    });
  },
});
