import { errorSentence } from "../../errors/error-sentence.js";
import { isQrbarError, QrbarError } from "../../errors/qrbar-error.js";

const BWIPP_ERROR = /^bwipp\.(\w+?)(?:#\d+)?: ([\s\S]*)$/;
const TOO_LONG = /too ?long|toobig|novalidsymbol|maximum length|exceeds|capacity/i;

/**
 * Turns an error bwip-js raised while encoding into an `INVALID_CONTENT` error on `content` whose
 * message a person can act on: BWIPP's own sentence, introduced by what it means, never the bare
 * `bwipp.xyz` id (kept as `cause` for the logs). A `QrbarError` (the engine not loaded) is passed on as it is.
 *
 * @example
 * ```ts
 * encoderError(new Error("bwipp.GS1badMonth#3346: AI 17: Invalid month"), "gs1_128", "(17)991332");
 * // content fails the GS1 rules for gs1_128: AI 17: invalid month
 * ```
 */
export function encoderError(error: unknown, key: string, content: string): QrbarError {
  if (isQrbarError(error)) return error;
  const raw = error instanceof Error ? error.message : String(error);
  const match = BWIPP_ERROR.exec(raw);
  const id = match?.[1] ?? "";
  const sentence = (match?.[2] ?? "").replace(/\.$/, "");
  const options = (message: string) => ({ details: [{ field: "content", message }], cause: error });
  if (!match) {
    // The pointer to the rules stays out of the detail: only the sentence has references, worded by each reader.
    const message = `could not be encoded as ${key}`;
    return new QrbarError(
      "INVALID_CONTENT",
      errorSentence`content ${message}; check it against the rules in ${{ catalog: "barcode" }}`,
      options(message),
    );
  }
  const message =
    TOO_LONG.test(id) || TOO_LONG.test(sentence)
      ? `is too long for ${key} (${[...content].length} characters): ${lower(sentence)}; shorten it or use a symbology that holds more`
      : id.startsWith("GS1")
        ? `fails the GS1 rules for ${key}: ${lower(sentence)}`
        : `is not valid for ${key}: ${lower(sentence)}`;
  return new QrbarError("INVALID_CONTENT", `content ${message}`, options(message));
}

/** Lower-cases a sentence's first letter unless it starts an acronym or a code (`AI 17`, `EAN-13`). */
function lower(sentence: string): string {
  return /^[A-Z][a-z]/.test(sentence) ? sentence.charAt(0).toLowerCase() + sentence.slice(1) : sentence;
}
