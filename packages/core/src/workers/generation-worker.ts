// The worker-thread side of `createGenerationPool`: one QR code or barcode per task, errors sent back
// as data (replyOf).
import type { BarcodeGenerateRequest, QrGenerateRequest } from "@qrbar/contract";
import { generateBarcode } from "../barcode/generate-barcode.js";
import type { GeneratedImage } from "../render/generated-image.js";
import { generateStyledQr } from "../style/generate-styled-qr.js";
import { replyOf, type TaskReply } from "./task-reply.js";

/** What the pool sends a worker: a QR request (plain or styled: styled ones are heavy) or a barcode request. */
export type GenerationTask =
  | { readonly kind: "qr"; readonly request: QrGenerateRequest }
  | { readonly kind: "barcode"; readonly request: BarcodeGenerateRequest };

/**
 * Generates one code inside a worker thread.
 *
 * @example
 * ```ts
 * const reply = await piscina.run({ kind: "barcode", request }); // { ok: true, value: image }
 * ```
 */
export default function generationTask(task: GenerationTask): Promise<TaskReply<GeneratedImage>> {
  return replyOf(async () => (task.kind === "qr" ? generateStyledQr(task.request) : generateBarcode(task.request)));
}
