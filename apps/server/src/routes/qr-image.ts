import { type GeneratedBarcode, type GeneratedImage, generateBarcode, generateQr } from "@qrbar/core";
import { type GenerationPool, isHeavyGeneration, type PoolCall } from "@qrbar/core/service";

/**
 * A QR code's image, made on this thread when it is light (most are: about 0.1 ms) or in the
 * generation pool when it is heavy (`isHeavyGeneration`: styled, over 1 MP or long content), for
 * single requests and batch items alike; there it counts toward `call`'s client's share and stops
 * when `call.signal` aborts.
 *
 * @example
 * ```ts
 * const image = await qrImage(generator, request.body, poolCall(request, reply));
 * ```
 */
export function qrImage(
  generator: GenerationPool,
  request: unknown,
  call: PoolCall,
): GeneratedImage | Promise<GeneratedImage> {
  return isHeavyGeneration("qr", request) ? generator.generate("qr", request, call) : generateQr(request);
}

/**
 * A barcode's image, made on this thread when it is light or in the generation pool when it is
 * heavy, as {@link qrImage} does for QR codes.
 *
 * @example
 * ```ts
 * const image = await barcodeImage(generator, request.body, poolCall(request, reply));
 * ```
 */
export function barcodeImage(
  generator: GenerationPool,
  request: unknown,
  call: PoolCall,
): GeneratedBarcode | Promise<GeneratedBarcode> {
  return isHeavyGeneration("barcode", request)
    ? generator.generate("barcode", request, call)
    : generateBarcode(request);
}
