import { BARCODE_LIMITS } from "@qrbar/contract/plain";
import { QrbarError } from "../../errors/qrbar-error.js";
import { assertWellFormedText } from "../../validation/well-formed-text.js";
import { findSymbology } from "../find-symbology.js";
import type { SymbologyDefinition } from "../symbology.js";

/**
 * Checks a barcode function's `type` and `content` as {@link generateBarcode} checks a request's (the same
 * errors, word for word, without its schema library) and returns the symbology: a type that is not a string is
 * a `VALIDATION_ERROR`, an unknown one `UNKNOWN_TYPE` naming the closest key; content must be a non-empty
 * string of at most 4096 characters of well-formed Unicode. The symbology's own rules are checked when it
 * prepares the content.
 *
 * @example
 * ```ts
 * checkBarcodeInput("ean13", "590123412345").key; // "ean13"
 * checkBarcodeInput("ean13", ""); // throws: content must not be empty
 * ```
 */
export function checkBarcodeInput(type: unknown, content: unknown): SymbologyDefinition {
  if (typeof type !== "string") throw QrbarError.field("type", "must be a string");
  if (typeof content !== "string") throw QrbarError.field("content", "must be a string");
  if (content.length === 0) throw QrbarError.field("content", "must not be empty");
  const { maxLength } = BARCODE_LIMITS.content;
  if (content.length > maxLength) throw QrbarError.field("content", `must be at most ${maxLength} characters`);
  assertWellFormedText(content, "content");
  return findSymbology(type);
}
