import { ApiFailure, type FieldError } from "./api.js";

/**
 * A code ready to show in the preview pane: its image's address (a `blob:` URL of an image drawn in the
 * page or fetched from an image URL, or a data URI), its format, what it encodes, and a styled code's
 * scannability proof.
 */
export interface Preview {
  readonly src: string;
  readonly format: string;
  readonly payload?: string;
  readonly scannability?: unknown;
}

/** What `@qrbar/core/generate` hands back in a page: bytes (a plain Uint8Array) and what they are. */
export interface DrawnImage {
  readonly bytes: Uint8Array;
  readonly mimeType: string;
  readonly format: string;
  readonly payload: string;
}

/** The preview of an image drawn in the page: its bytes behind a `blob:` URL (the pane revokes it when replaced). */
export function localPreview(image: DrawnImage): Preview {
  const blob = new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.mimeType });
  return { src: URL.createObjectURL(blob), format: image.format, payload: image.payload };
}

/** Status the server answers a refused generation with: 400 for each of its codes (VALIDATION_ERROR, UNKNOWN_TYPE, INVALID_CONTENT). */
const REFUSED = 400;

/**
 * Runs a generation of `@qrbar/core/generate` in the page; its refusal (a `QrbarError`, told by its
 * name, as the generator is a file of its own with its own classes) becomes the {@link ApiFailure} the
 * server answers for the same request, the same code, sentence and field details, as the server
 * validates with the same core. The form shows it at its field either way.
 *
 * @example
 * ```ts
 * const image = drawnInPage(() => drawer.drawBarcode(request));
 * ```
 */
export function drawnInPage<T>(draw: () => T): T {
  try {
    return draw();
  } catch (error) {
    if (!(error instanceof Error && error.name === "QrbarError")) throw error;
    const { code, details } = error as Error & { code: string; details?: FieldError[] };
    throw new ApiFailure(error.message, code, REFUSED, details ?? []);
  }
}
