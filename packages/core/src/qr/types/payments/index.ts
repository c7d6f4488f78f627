import type { QrTypeDefinition } from "../../qr-type.js";

/** The payments group of QR types, in catalog order. */
export const PAYMENT_TYPES: readonly QrTypeDefinition[] = [];
