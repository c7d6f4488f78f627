import { PhoneContentSchema } from "@qrbar/contract";
import { readE164 } from "../../fields/e164-number.js";
import { toE164 } from "../../fields/phone.js";
import { defineQrType } from "../../qr-type.js";

/**
 * A phone number to call, as an RFC 3966 global `tel:` URI: `tel:+<E.164 digits>`, without
 * visual separators (every dialer reads the bare form).
 *
 * @example
 * ```ts
 * phone.build({ phone: "+1 (415) 555-0123" }); // "tel:+14155550123"
 * ```
 */
export const phone = defineQrType({
  key: "phone",
  label: "Phone call",
  schema: PhoneContentSchema,
  example: { phone: "+14155550123" },
  build: (c) => `tel:${toE164(c.phone, "content.phone")}`,
  parse: (payload) => {
    const match = /^tel:(\+[0-9().-]+)$/i.exec(payload);
    const number = match && readE164(match[1] as string);
    return number ? { phone: number } : undefined;
  },
});
