import type { QrContentSchemas, QrType } from "@qrbar/contract";
import type { Static, TObject } from "@sinclair/typebox";
import type { VersionLimit } from "./encoder/version-limit.js";

/**
 * One QR content type: everything the catalog, the generator and the parser need to know about it.
 * Adding a type is adding one of these to the registry.
 *
 * @example
 * ```ts
 * export const text = defineQrType({
 *   key: "text", label: "Plain text",
 *   schema: TextContentSchema, // from @qrbar/contract, where every type's content schema lives
 *   example: { text: "Hello" },
 *   build: (c) => c.text,
 * });
 * ```
 */
export interface QrTypeDefinition<S extends TObject = TObject, K extends string = string> {
  /** Lower-case snake_case key, e.g. `wifi`: one of the contract's `QR_CONTENT_SCHEMAS` keys. */
  readonly key: K;
  /** Display label for the catalog. */
  readonly label: string;
  /** TypeBox schema of the `content` object: the contract's `QR_CONTENT_SCHEMAS[key]`. */
  readonly schema: S;
  /** Sample content that generates a valid code; shown in the catalog. */
  readonly example: Static<S>;
  /**
   * Builds the encoded payload string; throws `QrbarError` for content the schema cannot rule out.
   * Method syntax on purpose: it lets a definition of one content type stand in a list of
   * `QrTypeDefinition`, whose callers hand it only content validated against `schema`.
   */
  build(content: Static<S>): string;
  /**
   * Content fields whose text may span lines (dotted paths, array items as `*`), e.g. `["note"]`: they keep tabs and
   * line breaks, which the payload escapes. Every other string field refuses control characters. `"*"` for a type
   * whose payload is the value itself (plain text, JSON), where any character goes.
   */
  readonly multiLine?: readonly string[] | "*";
  /** The largest QR version the type's standard allows (EPC 13, Swiss QR-bill 25); any when absent. */
  readonly maxVersion?: VersionLimit;
  /** Reads a payload back into content, or `undefined` when the text is not of this type. */
  readonly parse?: (payload: string) => Static<S> | undefined;
}

/**
 * Declares a QR type with its content type inferred from the schema; a key the contract does not list, or
 * another type's schema, is a compile error.
 *
 * @example
 * ```ts
 * const url = defineQrType({ key: "url", label: "Website", schema: UrlContentSchema, example, build: (c) => c.url });
 * ```
 */
export function defineQrType<const K extends QrType, S extends QrContentSchemas[K]>(
  definition: QrTypeDefinition<S, K>,
): QrTypeDefinition<S, K> {
  return definition;
}
