import { PixContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import {
  buildMerchantPayload,
  type ParsedMerchantPayload,
  parseMerchantPayload,
} from "../../fields/emv-merchant-payload.js";
import { toEmvText } from "../../fields/emv-text.js";
import { definePaymentType } from "./define-payment-type.js";
import { toPixKey } from "./pix-key.js";

const GUI = "br.gov.bcb.pix";
const AMOUNT = { decimals: 2, min: "0.01", max: "9999999999.99", fixed: true } as const;

/** Whether a merchant account is Pix's: a template whose GUI (sub-object 00) is `br.gov.bcb.pix`. */
export const isPixAccount = (account: ParsedMerchantPayload["merchantAccounts"][number]): boolean =>
  typeof account.value !== "string" && account.value[0]?.id === "00" && account.value[0].value.toLowerCase() === GUI;

/**
 * A Pix payment as a BR Code (BCB Manual de Padrões para Iniciação do Pix, on EMV QRCPS-MPM): merchant account
 * template 26 with GUI `br.gov.bcb.pix` and the key (static) or the payload location (dynamic, with `010212`),
 * MCC 52, currency 53 = 986, amount 54, country 58 = BR, name 59, city 60, txid in 62/05 (`***` when none) and the
 * CRC-16 in 63. A dynamic code has no amount and 62/05 `***`: the PSP's payload at the location holds both.
 */
export const pix = definePaymentType({
  key: "pix",
  label: "Pix payment (Brazil)",
  schema: PixContentSchema,
  example: {
    key: "123e4567-e12b-12d1-a456-426655440000",
    merchant_name: "Fulano de Tal",
    merchant_city: "BRASILIA",
  },
  build: (content) => {
    if ((content.key === undefined) === (content.url === undefined)) {
      throw QrbarError.field(
        "content.key",
        "or content.url must be given, not both: a key for a static Pix, a url for a dynamic one",
      );
    }
    if (content.key === undefined) {
      // A dynamic BR Code carries neither amount nor txid: both come from the payload at the location, and 62/05
      // is *** (BCB, Manual de Padrões para Iniciação do Pix, BR Code dinâmico).
      for (const field of ["description", "amount", "txid"] as const) {
        if (content[field] !== undefined) {
          throw QrbarError.field(
            `content.${field}`,
            "is only for a static Pix (with content.key); a dynamic one takes it from the payload at content.url",
          );
        }
      }
    }
    const account =
      content.key === undefined
        ? [{ id: "25", value: content.url as string }]
        : [
            { id: "01", value: toPixKey(content.key, "content.key") },
            ...(content.description === undefined
              ? []
              : [{ id: "02", value: toEmvText(content.description, "content.description") }]),
          ];
    return buildMerchantPayload(
      {
        ...(content.url === undefined ? {} : { pointOfInitiation: "12" as const }),
        merchantAccounts: [{ id: "26", value: [{ id: "00", value: GUI }, ...account] }],
        merchantCategoryCode: content.merchant_category_code ?? "0000",
        currency: "986",
        ...(content.amount === undefined ? {} : { amount: toDecimalAmount(content.amount, "content.amount", AMOUNT) }),
        countryCode: "BR",
        merchantName: toEmvText(content.merchant_name, "content.merchant_name"),
        merchantCity: toEmvText(content.merchant_city, "content.merchant_city"),
        additionalData: [{ id: "05", value: content.txid ?? "***" }],
      },
      { "26": content.description === undefined ? "content.key" : "content.description" },
    );
  },
  read: (payload) => {
    const emv = parseMerchantPayload(payload, (accounts) => accounts.some(isPixAccount));
    const account = emv?.merchantAccounts.find(isPixAccount)?.value;
    if (!emv || typeof account !== "object" || emv.currency !== "986" || emv.countryCode !== "BR") return undefined;
    const sub = new Map(account.map((f) => [f.id, f.value]));
    const txid = emv.additionalData?.find((f) => f.id === "05")?.value;
    return definedFields({
      key: sub.get("01"),
      url: sub.get("25"),
      merchant_name: emv.merchantName,
      merchant_city: emv.merchantCity,
      amount: emv.amount,
      description: sub.get("02"),
      txid: txid === "***" ? undefined : txid,
      merchant_category_code: emv.merchantCategoryCode === "0000" ? undefined : emv.merchantCategoryCode,
    });
  },
});
