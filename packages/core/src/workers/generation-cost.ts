import type { QrCustomization } from "@qrbar/contract";
import { isStyled } from "../style/is-styled.js";

/** What a generation request makes: a QR code or a barcode. */
export type GenerationKind = "qr" | "barcode";

/** Pixels above which drawing and compressing the image alone takes several milliseconds. */
const HEAVY_PIXELS = 1_000_000;
/** Content characters above which encoding takes several milliseconds: BWIPP for barcodes, qrcode for QR. */
const HEAVY_CONTENT: Record<GenerationKind, number> = { qr: 1000, barcode: 40 };

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const number = (value: unknown, fallback: number): number => (typeof value === "number" ? value : fallback);

/**
 * Whether a generation request is worth a worker thread: a styled QR code (its scannability proof
 * decodes it several times), an image over 1 MP, or content longer
 * than 40 characters for a barcode (BWIPP's 2D encoders take 5 to 150 ms there: DataMatrix 1.8 ms
 * at 27 characters, Aztec 160 ms at 1,000) or 1,000 for a QR code. Measured on Node 20; see
 * docs/public-service.md. A request that will fail validation is light: it fails fast on the
 * event loop. Pure and cheap (no encoding), so a server can decide before any work.
 *
 * @example
 * ```ts
 * isHeavyGeneration("qr", { type: "url", content: { url: "https://example.com" } }); // false
 * isHeavyGeneration("barcode", { type: "aztec", content: "x".repeat(500) }); // true
 * ```
 */
export function isHeavyGeneration(kind: GenerationKind, request: unknown): boolean {
  const custom = field(request, "customization");
  const pixels =
    kind === "qr"
      ? number(field(custom, "size"), 300) ** 2
      : number(field(custom, "width"), 400) * number(field(custom, "height"), 200);
  const content = field(request, "content");
  const length = typeof content === "string" ? content.length : JSON.stringify(content ?? "").length;
  // A styled QR code is always heavy: its scannability proof decodes it seven times (3-10 ms at 300 px).
  const styled = kind === "qr" && typeof custom === "object" && custom !== null && isStyled(custom as QrCustomization);
  return styled || pixels > HEAVY_PIXELS || length > HEAVY_CONTENT[kind];
}
