import { renderMatrixText } from "../../render/matrix-text.js";
import { checkOptions } from "../../validation/check-options.js";
import { encodeContent } from "./encode-content.js";
import { QR_OPTION_RULES, type QrTerminalOptions } from "./qr-options.js";
import type { QrPayload } from "./qr-payload.js";

const TERMINAL_OPTIONS = ["errorCorrection", "margin"] as const;

/**
 * A QR code as text that scans from a terminal: two modules a character cell (the half blocks `▀ ▄ █`),
 * painted black on white with ANSI colours whatever the terminal's own, one line per two rows of modules,
 * with a quiet zone of `margin` modules. `content` is text or a typed payload from `qrPayload`.
 *
 * @param content - the text to encode, or `qrPayload(type, content)` for one of the QR types
 * @param options - error correction and margin; both have a default
 *
 * @example
 * ```ts
 * process.stdout.write(qrTerminal("https://example.com"));
 * ```
 */
export function qrTerminal(content: string | QrPayload, options?: QrTerminalOptions): string {
  const { errorCorrection, margin } = checkOptions(options, QR_OPTION_RULES, TERMINAL_OPTIONS, "qrTerminal");
  return renderMatrixText(encodeContent(content, errorCorrection), margin);
}
