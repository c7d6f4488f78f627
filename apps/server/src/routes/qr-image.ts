import { type GeneratedImage, type GenerationPool, generateQr, isHeavyGeneration } from "@qrbar/core";

/**
 * A QR code's image, made on this thread when it is light (most are: about 0.1 ms) or in the
 * generation pool when it is heavy (`isHeavyGeneration`: over 1 MP or long content), for single
 * requests and batch items alike.
 *
 * @example
 * ```ts
 * const image = await qrImage(generator, request.body);
 * ```
 */
export function qrImage(generator: GenerationPool, request: unknown): GeneratedImage | Promise<GeneratedImage> {
  return isHeavyGeneration("qr", request) ? generator.generate("qr", request) : generateQr(request);
}
