import type { ScanResult } from "@qrbar/contract";
import { parsePayload } from "../../qr/payload/parse-payload.js";
import type { Detection } from "../engines/detection.js";
import { locateCode } from "./locate-code.js";

/**
 * Turns a detection into the API's result: the code located (`locateCode`) and its payload classified by
 * the QR catalog's `parsePayload`.
 *
 * @example
 * ```ts
 * toScanResult(detection, 4032, 3024).position; // { x: 1210, y: 880, width: 610, height: 612 }
 * ```
 */
export function toScanResult(detection: Detection, width: number, height: number): ScanResult {
  const { type, data, data_base64, ...place } = locateCode(detection, width, height);
  const { format, parsed, valid, problem } = parsePayload(detection.text);
  return {
    type,
    data,
    ...(data_base64 === undefined ? {} : { data_base64 }),
    format,
    parsed,
    ...(valid === false ? { valid, problem } : {}),
    ...place,
  };
}
