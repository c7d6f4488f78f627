import { EmailMatmsgContentSchema } from "@qrbar/contract";
import { definedFields } from "../../fields/defined-fields.js";
import { isEmailAddress } from "../../fields/email-address.js";
import { buildMecardRecord, parseMecardRecord } from "../../fields/mecard-record.js";
import { defineQrType } from "../../qr-type.js";

/**
 * An e-mail to write in the DoCoMo `MATMSG:` form, which some older phone readers prefer to
 * `mailto:`: `MATMSG:TO:<address>;SUB:<subject>;BODY:<body>;;` with MECARD escaping.
 *
 * @example
 * ```ts
 * emailMatmsg.build({ email: "a@example.com", subject: "Hi; there" }); // "MATMSG:TO:a@example.com;SUB:Hi\\; there;;"
 * ```
 */
export const emailMatmsg = defineQrType({
  key: "email_matmsg",
  label: "E-mail (MATMSG)",
  schema: EmailMatmsgContentSchema,
  example: { email: "hello@example.com", subject: "Hello", body: "Sent from a QR code" },
  multiLine: ["body"],
  build: ({ email, subject, body }) =>
    buildMecardRecord("MATMSG", [
      ["TO", email],
      ["SUB", subject || undefined],
      ["BODY", body || undefined],
    ]),
  parse: (payload) => {
    const record = parseMecardRecord("MATMSG", payload);
    const email = record?.first("TO");
    if (!record || !email || !isEmailAddress(email)) return undefined;
    return definedFields({ email, subject: record.first("SUB") || undefined, body: record.first("BODY") || undefined });
  },
});
