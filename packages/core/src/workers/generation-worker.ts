// The worker-thread side of `createGenerationPool`: one QR code or barcode per task, errors sent back
// as data (replyOf).
import { generateBarcode } from "../barcode/generate-barcode.js";
import { generateQr, useStyledRenderer } from "../qr/generate-qr.js";
import type { GeneratedImage } from "../render/generated-image.js";
import * as styledRenderer from "../style/generate-styled-qr.js";
import type { GenerationKind } from "./generation-cost.js";
import { replyOf, type TaskReply } from "./task-reply.js";

// Styled requests come here (they are heavy): the renderer is imported, not loaded on first use.
useStyledRenderer(styledRenderer);

/** What the pool sends a worker. */
export interface GenerationTask {
  readonly kind: GenerationKind;
  readonly request: unknown;
}

/**
 * Generates one code inside a worker thread.
 *
 * @example
 * ```ts
 * const reply = await piscina.run({ kind: "barcode", request }); // { ok: true, value: image }
 * ```
 */
export default function generationTask({ kind, request }: GenerationTask): Promise<TaskReply<GeneratedImage>> {
  return replyOf(async () => (kind === "qr" ? generateQr(request) : generateBarcode(request)));
}
