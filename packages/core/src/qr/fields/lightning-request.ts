import { QrbarError } from "../../errors/qrbar-error.js";
import { bech32Decode, convertBits } from "./bech32.js";

/** Words of a BOLT 11 timestamp (35 bits) and signature (520 bits). */
const TIMESTAMP_WORDS = 7;
const SIGNATURE_WORDS = 104;
/** Tagged field types: `p` payment hash, `d` description, `h` description hash. */
const PAYMENT_HASH = 1;
const DESCRIPTIONS = new Set([13, 23]);

/** The tagged fields of a BOLT 11 data part as type and length, or `undefined` when they overrun it. */
function taggedFields(words: readonly number[]): Array<{ type: number; length: number }> | undefined {
  const fields: Array<{ type: number; length: number }> = [];
  for (let at = TIMESTAMP_WORDS; at < words.length - SIGNATURE_WORDS; ) {
    const type = words[at] as number;
    const length = ((words[at + 1] ?? 0) << 5) | (words[at + 2] ?? 0);
    at += 3 + length;
    if (at > words.length - SIGNATURE_WORDS) return undefined;
    fields.push({ type, length });
  }
  return fields;
}

function checkInvoice(invoice: string, hrp: string, words: readonly number[], field: string): string {
  const amount = /^lnbc(?:([1-9]\d*)([munp]?))?$/.exec(hrp);
  if (!amount)
    throw QrbarError.field(field, "must be a Bitcoin mainnet Lightning invoice (lnbc...) with a valid amount");
  if (amount[2] === "p" && !amount[1]?.endsWith("0")) {
    throw QrbarError.field(field, "has a pico-bitcoin amount that is not a whole number of millisatoshis");
  }
  if (words.length < TIMESTAMP_WORDS + SIGNATURE_WORDS) {
    throw QrbarError.field(field, "is too short to hold a BOLT 11 timestamp and signature");
  }
  const fields = taggedFields(words);
  if (!fields) throw QrbarError.field(field, "has tagged fields that run past its signature");
  if (!fields.some((f) => f.type === PAYMENT_HASH && f.length === 52)) {
    throw QrbarError.field(field, "lacks the payment hash (tagged field p) BOLT 11 requires");
  }
  if (!fields.some((f) => DESCRIPTIONS.has(f.type))) {
    throw QrbarError.field(field, "lacks a description (tagged field d or h) BOLT 11 requires");
  }
  return invoice.toLowerCase();
}

function checkLnurl(lnurl: string, words: readonly number[], field: string): string {
  const bytes = convertBits(words, 5, 8, false);
  const url = bytes && new TextDecoder("utf-8", { fatal: false }).decode(Uint8Array.from(bytes));
  const onion = url !== undefined && /^http:\/\/[a-z2-7]+\.onion(?:[/:?#]|$)/i.test(url);
  if (!url || !(/^https:\/\/[^\s/?#]+/i.test(url) || onion)) {
    throw QrbarError.field(field, "must encode an https:// address (or http:// on a .onion host), as LUD-01 requires");
  }
  return lnurl.toLowerCase();
}

/**
 * Checks a Lightning payment request and returns it in lower case: a BOLT 11 invoice (bech32 without the 90-character
 * limit, checksum verified, `lnbc` prefix with a valid amount and multiplier, timestamp, tagged fields with a payment
 * hash and a description, and room for the signature; the signature itself is not verified) or, when `accept` is
 * `any`, an LNURL (LUD-01: bech32 `lnurl` encoding an https URL). Throws a `VALIDATION_ERROR` on `field`.
 *
 * @example
 * ```ts
 * checkLightningRequest("LNBC25M1PVJLUEZPP5...", "content.invoice", "invoice"); // "lnbc25m1pvjluezpp5..."
 * ```
 */
export function checkLightningRequest(raw: string, field: string, accept: "invoice" | "any"): string {
  const decoded = bech32Decode(raw, Number.POSITIVE_INFINITY);
  if (decoded?.encoding !== "bech32") {
    throw QrbarError.field(field, "fails the bech32 check (one letter case, valid characters, checksum)");
  }
  if (decoded.hrp === "lnurl" && accept === "any") return checkLnurl(raw, decoded.words, field);
  return checkInvoice(raw, decoded.hrp, decoded.words, field);
}
