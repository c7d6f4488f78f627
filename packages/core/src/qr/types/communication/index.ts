import type { QrTypeDefinition } from "../../qr-type.js";

/** The communication group of QR types, in catalog order. */
export const COMMUNICATION_TYPES: readonly QrTypeDefinition[] = [];
