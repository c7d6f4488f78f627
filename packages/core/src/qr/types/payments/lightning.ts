import { LightningContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { bech32Encode, convertBits } from "../../fields/bech32.js";
import { checkLightningRequest } from "../../fields/lightning-request.js";
import { definePaymentType } from "./define-payment-type.js";

/** An https URL given as the LNURL is bech32-encoded under `lnurl` (LUD-01). */
const toLnurl = (value: string): string =>
  /^https?:\/\//i.test(value)
    ? bech32Encode("lnurl", convertBits(new TextEncoder().encode(value), 8, 5, true) as number[], "bech32")
    : value;

/**
 * A Lightning payment: `LIGHTNING:<BOLT 11 invoice or LNURL>` in upper case, as BOLT 11 and LUD-01 recommend for QR
 * codes (the alphanumeric mode makes the symbol about a third smaller); wallets read the scheme and the bech32 text
 * in either case.
 */
export const lightning = definePaymentType({
  key: "lightning",
  label: "Lightning payment (BOLT 11 / LNURL)",
  schema: LightningContentSchema,
  example: {
    invoice:
      "lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqpqsq67gye39hfg3zd8rgc80k32tvy9xk2xunwm5lzexnvpx6fd77en8qaq424dxgt56cag2dpt359k3ssyhetktkpqh24jqnjyw6uqd08sgptq44qu",
  },
  build: (content) => {
    if ((content.invoice === undefined) === (content.lnurl === undefined)) {
      throw QrbarError.field("content.invoice", "or content.lnurl must be given, not both");
    }
    const request =
      content.invoice === undefined
        ? checkLightningRequest(toLnurl(content.lnurl as string), "content.lnurl", "any")
        : checkLightningRequest(content.invoice, "content.invoice", "invoice");
    if (content.lnurl !== undefined && !request.startsWith("lnurl")) {
      throw QrbarError.field("content.lnurl", "must be an LNURL (lnurl1...) or an https:// address");
    }
    return `LIGHTNING:${request.toUpperCase()}`;
  },
  read: (payload) => {
    const match = /^lightning:(.+)$/is.exec(payload);
    const request = match?.[1]?.toLowerCase();
    if (!request) return undefined;
    return request.startsWith("lnurl1") ? { lnurl: request } : { invoice: request };
  },
});
