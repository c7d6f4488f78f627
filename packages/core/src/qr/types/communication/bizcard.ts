import { BizcardContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { definedFields } from "../../fields/defined-fields.js";
import { buildMecardRecord, parseMecardRecord } from "../../fields/mecard-record.js";
import { toE164 } from "../../fields/phone.js";
import { defineQrType } from "../../qr-type.js";

/** Payload key of each field, in the order ZXing's BizcardResultParser documents them. */
const KEYS = {
  first_name: "N",
  last_name: "X",
  title: "T",
  company: "C",
  address: "A",
  phone: "B",
  mobile: "M",
  fax: "F",
  email: "E",
} as const;

const PHONE_FIELDS = new Set(["phone", "mobile", "fax"]);

/**
 * A business card in the `BIZCARD:` form ZXing reads:
 * `BIZCARD:N:<first>;X:<last>;T:<title>;C:<company>;A:<address>;B:<phone>;M:<mobile>;F:<fax>;E:<email>;;`.
 *
 * @example
 * ```ts
 * bizcard.build({ first_name: "Sean", last_name: "Owen", company: "Google" }); // "BIZCARD:N:Sean;X:Owen;C:Google;;"
 * ```
 */
export const bizcard = defineQrType({
  key: "bizcard",
  label: "Business card (BIZCARD)",
  schema: BizcardContentSchema,
  example: {
    first_name: "Jane",
    last_name: "Doe",
    title: "Engineer",
    company: "Example Corp",
    phone: "+14155550123",
    email: "jane@example.com",
  },
  build: (content) => {
    if (!content.first_name && !content.last_name && !content.company) {
      throw QrbarError.field("content.last_name", "or content.first_name or content.company is required");
    }
    const fields = Object.entries(KEYS).map(([field, key]) => {
      const value = content[field as keyof typeof KEYS] || undefined;
      return [key, value && PHONE_FIELDS.has(field) ? toE164(value, `content.${field}`) : value] as const;
    });
    return buildMecardRecord("BIZCARD", fields);
  },
  parse: (payload) => {
    const record = parseMecardRecord("BIZCARD", payload);
    if (!record?.fields.length) return undefined;
    return definedFields(
      Object.fromEntries(Object.entries(KEYS).map(([field, key]) => [field, record.first(key) || undefined])),
    );
  },
});
