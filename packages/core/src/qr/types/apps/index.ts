import type { QrTypeDefinition } from "../../qr-type.js";

/** The apps group of QR types, in catalog order. */
export const APP_TYPES: readonly QrTypeDefinition[] = [];
