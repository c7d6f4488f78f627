import { QrbarError } from "../../../errors/qrbar-error.js";
import { isCnpj, isCpf } from "../../fields/brazil-tax-id.js";
import { isEmailAddress } from "../../fields/email-address.js";
import { toE164 } from "../../fields/phone.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Recognises and checks a Pix key (DICT key types) and returns it in its registered form:
 * a random key (EVP, a UUID) in lower case; an e-mail address (at most 77 characters) in lower case, as the DICT
 * registers it; a phone number as
 * `+55` + area code + number; a CPF (11 digits) or CNPJ (14 characters) with its check digits verified, punctuation
 * removed. Throws a `VALIDATION_ERROR` on `field` naming the key type that failed.
 *
 * @example
 * ```ts
 * toPixKey("111.444.777-35", "content.key"); // "11144477735"
 * toPixKey("+55 61 98888-7777", "content.key"); // "+5561988887777"
 * ```
 */
export function toPixKey(raw: string, field: string): string {
  if (UUID.test(raw)) return raw.toLowerCase();
  if (raw.includes("@")) {
    if (!isEmailAddress(raw) || raw.length > 77)
      throw QrbarError.field(field, "is not a valid e-mail Pix key (at most 77 characters)");
    return raw.toLowerCase(); // the DICT registers e-mail keys in lower case only
  }
  if (raw.startsWith("+")) {
    const phone = toE164(raw, field);
    if (!/^\+55[1-9]{2}\d{8,9}$/.test(phone)) {
      throw QrbarError.field(
        field,
        "must be a Brazilian phone number for a Pix phone key: +55, the area code and the number",
      );
    }
    return phone;
  }
  const compact = raw.replace(/[ ./-]/g, "").toUpperCase();
  if (/^\d{11}$/.test(compact)) {
    if (!isCpf(compact)) throw QrbarError.field(field, "is not a valid CPF: its check digits do not match");
    return compact;
  }
  if (/^[0-9A-Z]{14}$/.test(compact)) {
    if (!isCnpj(compact)) throw QrbarError.field(field, "is not a valid CNPJ: its check digits do not match");
    return compact;
  }
  throw QrbarError.field(
    field,
    "must be a Pix key: a CPF (11 digits), a CNPJ (14 characters), a +55 phone number, an e-mail address or a random key (UUID)",
  );
}
