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
 * The payments group of QR types, in catalog order. `pix` precedes `emvco_merchant`: both read EMV merchant
 * payloads, and a Pix code is reported as `pix`.
 */
export const PAYMENT_TYPES: readonly QrTypeDefinition[] = [
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
];
