import type { PAYMENT_CONTENT_SCHEMAS } from "@qrbar/contract";
import { everyKey } from "../../../validation/every-key.js";
import type { QrTypeDefinition } from "../../qr-type.js";
import { bezahlcode } from "./bezahlcode.js";
import { bitcoin, bitcoincash, dogecoin, litecoin } from "./bip21-coins.js";
import { cashapp } from "./cashapp.js";
import { emvcoMerchant } from "./emvco-merchant.js";
import { epcSepa } from "./epc-sepa.js";
import { ethereum } from "./ethereum.js";
import { lightning } from "./lightning.js";
import { monero } from "./monero.js";
import { paypal } from "./paypal.js";
import { pix } from "./pix.js";
import { solana } from "./solana.js";
import { swissQrBill } from "./swiss-qr-bill.js";
import { upi } from "./upi.js";
import { venmo } from "./venmo.js";

/**
 * The payments group of QR types, in catalog order: exactly the keys of the contract's `PAYMENT_CONTENT_SCHEMAS` (a compile error otherwise). `pix` precedes `emvco_merchant`: both read EMV merchant
 * payloads, and a Pix code is reported as `pix`.
 */
export const PAYMENT_TYPES: readonly QrTypeDefinition[] = everyKey<keyof typeof PAYMENT_CONTENT_SCHEMAS>()([
  epcSepa,
  swissQrBill,
  upi,
  pix,
  emvcoMerchant,
  bezahlcode,
  paypal,
  venmo,
  cashapp,
  bitcoin,
  lightning,
  ethereum,
  litecoin,
  bitcoincash,
  dogecoin,
  monero,
  solana,
]);
