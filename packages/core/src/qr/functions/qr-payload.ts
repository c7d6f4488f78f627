import type { QrContent, QrType } from "@qrbar/contract";
import type { VersionLimit } from "../encoder/version-limit.js";
import { buildPayload } from "../payload/build-payload.js";
import { getQrType } from "../registry.js";

/**
 * The text of one QR type, built and checked by {@link qrPayload}: what `qrSvg`, `qrPng`, `qrTerminal` and
 * `qrMatrix` take besides a plain string. Frozen.
 */
export interface QrPayload<K extends QrType = QrType> {
  /** The QR type it was built as, e.g. `"wifi"`. */
  readonly type: K;
  /** The exact text the code encodes, e.g. `WIFI:T:WPA;S:Guest;P:secret;;`. */
  readonly text: string;
  /** The type's display label, named in errors (e.g. `EPC SEPA credit transfer`). */
  readonly label: string;
  /** The largest QR version the type's standard allows (EPC at most 13), honoured by every function; any when absent. */
  readonly maxVersion?: VersionLimit;
}

/**
 * Builds the payload of any of the QR types from its content, typed per type: the content is checked
 * (schema, well-formed text, the type's own rules) and a `QrbarError` names the field it refuses. The
 * result goes to `qrSvg`, `qrPng`, `qrTerminal` or `qrMatrix`, which honour the type's version limit.
 * It loads the types' registry and schemas; a plain string needs neither.
 *
 * @param type - the QR type key, e.g. `"wifi"`
 * @param content - that type's content, e.g. `{ ssid: "Guest", encryption: "WPA", password: "secret" }`
 *
 * @example
 * ```ts
 * const wifi = qrPayload("wifi", { ssid: "Guest", encryption: "WPA", password: "correct horse" });
 * wifi.text; // "WIFI:T:WPA;S:Guest;P:correct horse;;"
 * const svg = qrSvg(wifi);
 * ```
 */
export function qrPayload<K extends QrType>(type: K, content: QrContent<K>): QrPayload<K> {
  const definition = getQrType(type);
  const text = buildPayload(definition, content);
  return Object.freeze({
    type: definition.key as K,
    text,
    label: definition.label,
    ...(definition.maxVersion && { maxVersion: definition.maxVersion }),
  });
}
