import type { ErrorCorrectionLevel } from "@qrbar/contract";
import { QrbarError } from "../../errors/qrbar-error.js";
import { encodeQrMatrix, type QrSymbol } from "../encoder/encode-qr-matrix.js";
import { assertVersionLimit } from "../encoder/version-limit.js";
import type { QrPayload } from "./qr-payload.js";

/**
 * The symbol of what a QR function was given: a string as text, or a {@link QrPayload} whose type's version
 * limit (EPC at most 13) the symbol must keep. Throws a `QrbarError` naming `content` for anything else,
 * for an empty string, or for text with a lone surrogate (which has no UTF-8).
 *
 * @example
 * ```ts
 * encodeContent("https://example.com", "M").version; // 2
 * ```
 */
export function encodeContent(content: string | QrPayload, level: ErrorCorrectionLevel): QrSymbol {
  const text = typeof content === "string" ? content : content?.text;
  if (typeof text !== "string") {
    throw QrbarError.field("content", `must be a string or what qrPayload() returns; got ${typeof content}`);
  }
  if (!text) throw QrbarError.field("content", "must not be empty");
  if (!text.isWellFormed()) throw QrbarError.field("content", "holds a lone surrogate, which UTF-8 cannot encode");
  const symbol = encodeQrMatrix(text, level);
  const limit = typeof content === "string" ? undefined : content.maxVersion;
  if (limit) assertVersionLimit(symbol.version, text, level, limit, (content as QrPayload).label);
  return symbol;
}
