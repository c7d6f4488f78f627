import type { ScanImageFormat } from "@qrbar/contract";

/** What a file's first bytes say it is. */
export type ImageSignature =
  /** A format the scanner reads. */
  | { readonly kind: "supported"; readonly format: ScanImageFormat }
  /** An image format the scanner does not read, named for the error message. */
  | { readonly kind: "unsupported"; readonly name: string }
  /** Not an image signature we know. */
  | { readonly kind: "unknown" };

interface SignatureRule {
  readonly test: (bytes: Uint8Array) => boolean;
  readonly signature: ImageSignature;
}

const startsWith = (bytes: Uint8Array, magic: readonly number[], offset = 0): boolean =>
  magic.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** ISO base media file (`ftyp` box) whose brand is one of `brands`: HEIC, AVIF, ... */
const isoBrand =
  (...brands: string[]) =>
  (bytes: Uint8Array): boolean =>
    startsWith(bytes, ascii("ftyp"), 4) && brands.some((brand) => startsWith(bytes, ascii(brand), 8));

const supported = (format: ScanImageFormat): ImageSignature => ({ kind: "supported", format });
const unsupported = (name: string): ImageSignature => ({ kind: "unsupported", name });

/** Magic numbers, one row per format: the file's own signature decides, never its name. */
const RULES: readonly SignatureRule[] = [
  { test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), signature: supported("png") },
  { test: (b) => startsWith(b, [0xff, 0xd8, 0xff]), signature: supported("jpeg") },
  { test: (b) => startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a")), signature: supported("gif") },
  { test: (b) => startsWith(b, ascii("BM")) && b.length >= 26, signature: supported("bmp") },
  { test: (b) => startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8), signature: supported("webp") },
  {
    test: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]),
    signature: unsupported("TIFF"),
  },
  { test: isoBrand("heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"), signature: unsupported("HEIC/HEIF") },
  { test: isoBrand("avif", "avis"), signature: unsupported("AVIF") },
  { test: (b) => startsWith(b, [0x00, 0x00, 0x01, 0x00]), signature: unsupported("ICO") },
  { test: (b) => startsWith(b, [0xff, 0x0a]) || startsWith(b, ascii("JXL "), 4), signature: unsupported("JPEG XL") },
  {
    test: (b) => startsWith(b, ascii("jP  "), 4) || startsWith(b, [0xff, 0x4f, 0xff, 0x51]),
    signature: unsupported("JPEG 2000"),
  },
  { test: (b) => startsWith(b, ascii("8BPS")), signature: unsupported("PSD") },
  {
    test: (b) => /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(new TextDecoder().decode(b.subarray(0, 256))),
    signature: unsupported("SVG"),
  },
];

/**
 * Tells an image's format from its first bytes (magic numbers), not from its name or declared type.
 *
 * @example
 * ```ts
 * sniffImage(pngBytes); // { kind: "supported", format: "png" }
 * sniffImage(heicBytes); // { kind: "unsupported", name: "HEIC/HEIF" }
 * ```
 */
export function sniffImage(bytes: Uint8Array): ImageSignature {
  return RULES.find((rule) => rule.test(bytes))?.signature ?? { kind: "unknown" };
}
