import { MecardContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { assertCalendarDate } from "../../fields/calendar-date.js";
import { definedFields } from "../../fields/defined-fields.js";
import { buildMecardRecord, parseMecardRecord } from "../../fields/mecard-record.js";
import { toE164 } from "../../fields/phone.js";
import { addressComponents, addressFromComponents, hasAddressParts } from "../../fields/postal-address.js";
import { toWebAddress } from "../../fields/web-address.js";
import { defineQrType } from "../../qr-type.js";

/**
 * A contact in the DoCoMo `MECARD:` form, shorter than a vCard:
 * `MECARD:N:<last>,<first>;TEL:..;EMAIL:..;NOTE:..;BDAY:YYYYMMDD;ADR:..;URL:..;NICKNAME:..;;`.
 *
 * @example
 * ```ts
 * mecard.build({ first_name: "John", last_name: "Doe", phones: ["+14155550123"] }); // "MECARD:N:Doe,John;TEL:+14155550123;;"
 * ```
 */
export const mecard = defineQrType({
  key: "mecard",
  label: "Contact (MeCard)",
  schema: MecardContentSchema,
  example: {
    first_name: "Jane",
    last_name: "Doe",
    phones: ["+14155550123"],
    emails: ["jane@example.com"],
    url: "https://example.com",
  },
  multiLine: ["note"],
  build: (c) => {
    if (!c.first_name && !c.last_name) throw QrbarError.field("content.last_name", "or content.first_name is required");
    return buildMecardRecord("MECARD", [
      ["N", c.first_name ? [c.last_name ?? "", c.first_name] : c.last_name],
      ...(c.phones ?? []).map((phone, i) => ["TEL", toE164(phone, `content.phones.${i}`)] as const),
      ...(c.emails ?? []).map((email) => ["EMAIL", email] as const),
      ["NOTE", c.note || undefined],
      ["BDAY", c.birthday ? assertCalendarDate(c.birthday, "content.birthday").replace(/-/g, "") : undefined],
      ["ADR", c.address && hasAddressParts(c.address) ? addressComponents(c.address) : undefined],
      ["URL", c.url ? toWebAddress(c.url, "content.url") : undefined],
      ["NICKNAME", c.nickname || undefined],
      ["ORG", c.organization || undefined],
    ]);
  },
  parse: (payload) => {
    const record = parseMecardRecord("MECARD", payload);
    const name = record?.components("N");
    if (!record || !name) return undefined;
    const [lastName, firstName] = name;
    const phones = record.all("TEL");
    const emails = record.all("EMAIL");
    const adr = record.components("ADR") ?? [];
    const adrLine = record.first("ADR");
    // Seven components are DoCoMo's structure; anything else is a free-form address line.
    const address = adr.length === 7 ? addressFromComponents(adr) : adrLine ? { street: adrLine } : undefined;
    const birthday = /^(\d{4})(\d{2})(\d{2})$/.exec(record.first("BDAY") ?? "");
    return definedFields({
      first_name: firstName || undefined,
      last_name: lastName || undefined,
      nickname: record.first("NICKNAME") || undefined,
      organization: record.first("ORG") || undefined,
      phones: phones.length ? phones : undefined,
      emails: emails.length ? emails : undefined,
      address,
      url: record.first("URL") || undefined,
      birthday: birthday ? `${birthday[1]}-${birthday[2]}-${birthday[3]}` : undefined,
      note: record.first("NOTE") || undefined,
    });
  },
});
