import { LABEL_MIME_TYPES, MIME_TYPES } from "@qrbar/core";

/** Each media type the service answers with, to its file extension: the format's name in lower case. */
const EXTENSIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({ ...MIME_TYPES, ...LABEL_MIME_TYPES }).map(([format, mimeType]) => [mimeType, format.toLowerCase()]),
);

/**
 * A file name for bytes of `mimeType`: `base` and the extension of its format (`png`, `svg`, `pdf`, `eps`,
 * `zpl`), or `bin` for a type the service never writes.
 *
 * @example
 * ```ts
 * fileName("qr_17", "application/postscript"); // "qr_17.eps"
 * ```
 */
export const fileName = (base: string, mimeType: string): string => `${base}.${EXTENSIONS.get(mimeType) ?? "bin"}`;
