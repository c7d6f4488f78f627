import { EmvcoMerchantContentSchema } from "@qrbar/contract";
import type { Static } from "@sinclair/typebox";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { isCountryCode } from "../../fields/country-code.js";
import { minorUnit } from "../../fields/currency-minor-unit.js";
import { toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { buildMerchantPayload, parseMerchantPayload } from "../../fields/emv-merchant-payload.js";
import { toEmvText } from "../../fields/emv-text.js";
import type { TlvField } from "../../fields/emv-tlv.js";
import { definePaymentType } from "./define-payment-type.js";
import { isPixAccount } from "./pix.js";

/** The largest amount object 54 can hold; its decimals are the currency's minor unit (ISO 4217). */
const MAX_AMOUNT = "9999999999999";
/** EMV QRCPS: the transaction amount takes at most 13 characters. */
const MAX_AMOUNT_CHARACTERS = 13;

type Account = Static<typeof EmvcoMerchantContentSchema>["merchant_accounts"][number];

function checkUniqueIds(items: ReadonlyArray<{ readonly id: string }>, field: string): void {
  items.forEach(({ id }, i) => {
    if (items.findIndex((other) => other.id === id) !== i)
      throw QrbarError.field(`${field}.${i}.id`, `repeats ID ${id}`);
  });
}

/** The value of one merchant account object: a primitive, or a template of GUI and sub-objects. */
function accountValue(account: Account, field: string): string | TlvField[] {
  const isTemplate = account.id >= "26";
  if (!isTemplate) {
    if (account.value === undefined || account.globally_unique_id !== undefined || account.fields !== undefined) {
      throw QrbarError.field(field, `with ID ${account.id} (02..25) takes a value, not globally_unique_id or fields`);
    }
    return toEmvText(account.value, `${field}.value`);
  }
  if (account.globally_unique_id === undefined || account.value !== undefined) {
    throw QrbarError.field(
      field,
      `with ID ${account.id} (26..51) is a template: it takes globally_unique_id and fields, not value`,
    );
  }
  checkUniqueIds(account.fields ?? [], `${field}.fields`);
  return [
    { id: "00", value: toEmvText(account.globally_unique_id, `${field}.globally_unique_id`) },
    ...(account.fields ?? []).map((f, i) => ({ id: f.id, value: toEmvText(f.value, `${field}.fields.${i}.value`) })),
  ];
}

/** Reads a parsed merchant account back into content, or `null` for a template without its GUI. */
function readAccount(id: string, value: string | TlvField[]): Account | null {
  if (typeof value === "string") return { id, value };
  const [gui, ...fields] = value;
  if (gui?.id !== "00") return null;
  return definedFields({ id, globally_unique_id: gui.value, fields: fields.length ? fields : undefined });
}

/**
 * A generic EMVCo merchant-presented QR code (EMV QRCPS-MPM 1.1), as used by PayNow, PromptPay, DuitNow, QRIS,
 * VietQR, SGQR and others: the caller supplies the scheme's merchant account objects (IDs 02..51); the payload is
 * TLV with `000201`, optional point of initiation, the accounts, 52 MCC, 53 currency, 54 amount, 58 country,
 * 59 name, 60 city, 61 postal code, 62 additional data and the CRC-16 in 63. Pix has its own type (`pix`).
 */
export const emvcoMerchant = definePaymentType({
  key: "emvco_merchant",
  label: "EMVCo merchant QR (PayNow, PromptPay, QRIS, ...)",
  schema: EmvcoMerchantContentSchema,
  example: {
    merchant_accounts: [
      {
        id: "26",
        globally_unique_id: "SG.PAYNOW",
        fields: [
          { id: "01", value: "2" },
          { id: "02", value: "201403121W" },
          { id: "03", value: "0" },
        ],
      },
    ],
    merchant_category_code: "0000",
    currency: "702",
    amount: "12.5",
    country_code: "SG",
    merchant_name: "Kopi Corner",
    merchant_city: "Singapore",
    point_of_initiation: "static",
    additional_data: [{ id: "01", value: "INV0042" }],
  },
  build: (content) => {
    checkUniqueIds(content.merchant_accounts, "content.merchant_accounts");
    checkUniqueIds(content.additional_data ?? [], "content.additional_data");
    const country = content.country_code.toUpperCase();
    if (!isCountryCode(country))
      throw QrbarError.field("content.country_code", `has ${country}, which is not an ISO 3166 code`);
    const decimals = minorUnit(content.currency);
    const amount =
      content.amount === undefined
        ? undefined
        : toDecimalAmount(content.amount, "content.amount", { decimals, max: MAX_AMOUNT });
    if (amount !== undefined && amount.length > MAX_AMOUNT_CHARACTERS) {
      throw QrbarError.field(
        "content.amount",
        `must be at most ${MAX_AMOUNT_CHARACTERS} characters written out; got ${amount}`,
      );
    }
    const accounts = content.merchant_accounts.map((account, i) => ({
      id: account.id,
      value: accountValue(account, `content.merchant_accounts.${i}`),
    }));
    const names = Object.fromEntries(accounts.map((a, i) => [a.id, `content.merchant_accounts.${i}`]));
    return buildMerchantPayload(
      {
        ...(content.point_of_initiation === undefined
          ? {}
          : { pointOfInitiation: content.point_of_initiation === "static" ? ("11" as const) : ("12" as const) }),
        merchantAccounts: accounts,
        merchantCategoryCode: content.merchant_category_code,
        currency: content.currency,
        ...(amount === undefined ? {} : { amount }),
        countryCode: country,
        merchantName: toEmvText(content.merchant_name, "content.merchant_name"),
        merchantCity: toEmvText(content.merchant_city, "content.merchant_city"),
        ...(content.postal_code === undefined
          ? {}
          : { postalCode: toEmvText(content.postal_code, "content.postal_code") }),
        ...(content.additional_data === undefined
          ? {}
          : {
              additionalData: content.additional_data.map((f, i) => ({
                id: f.id,
                value: toEmvText(f.value, `content.additional_data.${i}.value`),
              })),
            }),
      },
      { ...names, "62": "content.additional_data" },
    );
  },
  read: (payload) => {
    const emv = parseMerchantPayload(payload, (accounts) => !accounts.some(isPixAccount));
    if (!emv) return undefined;
    const accounts = emv.merchantAccounts.map((a) => readAccount(a.id, a.value));
    if (accounts.some((a) => a === null)) return undefined;
    const initiation = { "11": "static", "12": "dynamic" } as const;
    return definedFields({
      merchant_accounts: accounts as Account[],
      merchant_category_code: emv.merchantCategoryCode,
      currency: emv.currency,
      amount: emv.amount,
      country_code: emv.countryCode,
      merchant_name: emv.merchantName,
      merchant_city: emv.merchantCity,
      postal_code: emv.postalCode,
      point_of_initiation: emv.pointOfInitiation && initiation[emv.pointOfInitiation],
      additional_data: emv.additionalData && [...emv.additionalData],
    });
  },
});
