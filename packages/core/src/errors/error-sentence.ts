/** The two families of codes the library makes. */
export type CodeFamily = "qr" | "barcode";

/**
 * What an error's sentence points its reader at, named by whoever shows the sentence: a library user
 * reads a function or an option ({@link LIBRARY_WORDING}), an HTTP client a route or the server's
 * setting (the server's own {@link ErrorWording}).
 */
export type ErrorReference =
  /** The list of QR types or barcode symbologies: `qrCatalog()`, `GET /api/qr/types`. */
  | { readonly catalog: CodeFamily }
  /** A setting of the library that a server sets from its environment: `maxCodeBytes`, `STORE_CODE_MAX_BYTES`. */
  | { readonly setting: LibrarySetting }
  /**
   * Codes of these families made without storing them, as the way round a storage limit: `count` says
   * whether the sentence speaks of one code or of several.
   */
  | { readonly unstored: readonly CodeFamily[]; readonly count: "one" | "several" }
  /** Making codes of a family one request at a time, as the way round a batch's bound. */
  | { readonly oneAtATime: CodeFamily }
  /** An option of the QR functions: `errorCorrection` to a caller of `qrSvg`, `error_correction` in a request. */
  | { readonly option: QrOptionName };

/** The library's options an {@link ErrorReference} may name. */
export type LibrarySetting = "maxCodeBytes";

/** The QR functions' options an {@link ErrorReference} may name, in their camelCase. */
export type QrOptionName = "errorCorrection";

/** An error's sentence as text and {@link ErrorReference}s, in reading order; see {@link errorSentence}. */
export type ErrorSentence = readonly (string | ErrorReference)[];

/** How one reader names each kind of {@link ErrorReference}. */
export interface ErrorWording {
  /** The list of a family's types, such as `qrCatalog()`. */
  catalog(family: CodeFamily): string;
  /** A library setting, such as `maxCodeBytes`. */
  setting(name: LibrarySetting): string;
  /** Codes made without storing them, such as `one that is not stored`. */
  unstored(families: readonly CodeFamily[], count: "one" | "several"): string;
  /** Making codes of a family one at a time, such as `one at a time`. */
  oneAtATime(family: CodeFamily): string;
  /** An option of the QR functions, such as `errorCorrection`. */
  option(name: QrOptionName): string;
}

/**
 * Builds an {@link ErrorSentence} from a template: interpolated references stay references, interpolated
 * sentences are spliced in, anything else is text. A `QrbarError` takes it as its message.
 *
 * @example
 * ```ts
 * errorSentence`unknown QR type 'wifii'; see ${{ catalog: "qr" }} for the known types`;
 * // ["unknown QR type 'wifii'; see ", { catalog: "qr" }, " for the known types"]
 * ```
 */
export function errorSentence(
  text: TemplateStringsArray,
  ...values: readonly (string | number | ErrorReference | ErrorSentence)[]
): ErrorSentence {
  const parts: (string | ErrorReference)[] = [];
  const push = (part: string | ErrorReference) => {
    const last = parts.at(-1);
    if (typeof part === "string" && typeof last === "string") parts[parts.length - 1] = last + part;
    else if (part !== "") parts.push(part);
  };
  text.forEach((piece, i) => {
    push(piece);
    const value = values[i];
    if (Array.isArray(value)) for (const part of value) push(part);
    else if (value !== undefined) push(typeof value === "object" ? (value as ErrorReference) : String(value));
  });
  return parts;
}

/**
 * A sentence in one reader's words.
 *
 * @example
 * ```ts
 * wordSentence(["see ", { catalog: "qr" }], LIBRARY_WORDING); // "see qrCatalog()"
 * ```
 */
export function wordSentence(sentence: ErrorSentence, wording: ErrorWording): string {
  return sentence
    .map((part) => {
      if (typeof part === "string") return part;
      if ("catalog" in part) return wording.catalog(part.catalog);
      if ("setting" in part) return wording.setting(part.setting);
      if ("unstored" in part) return wording.unstored(part.unstored, part.count);
      if ("option" in part) return wording.option(part.option);
      return wording.oneAtATime(part.oneAtATime);
    })
    .join("");
}

/**
 * The library's words: its functions and options, and codes that are simply not stored (a QrbarError's
 * `message`).
 */
export const LIBRARY_WORDING: ErrorWording = {
  catalog: (family) => `${family}Catalog()`,
  setting: (name) => name,
  unstored: (_, count) => (count === "one" ? "one that is not stored" : "codes that are not stored"),
  oneAtATime: () => "one at a time",
  option: (name) => name,
};
