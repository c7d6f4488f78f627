import type { QrCustomization } from "@qrbar/contract";
import { isStyled } from "../style/is-styled.js";

/** What a generation request makes: a QR code or a barcode. */
export type GenerationKind = "qr" | "barcode";

/** Pixels above which drawing and compressing the image alone takes several milliseconds. */
const HEAVY_PIXELS = 1_000_000;
/** Content characters above which encoding takes several milliseconds: BWIPP for barcodes, qrcode for QR. */
const HEAVY_CONTENT: Record<GenerationKind, number> = { qr: 1000, barcode: 40 };

/**
 * Milliseconds of one core per unit of work, measured on Node 20 (a 2-core machine shared with other
 * work): a plain image about 2 ms per megapixel (9 ms at 4096 px), a styled one about 60 ms per
 * megapixel (1 s at 4096 px) after its fixed 60 ms of scannability proof, and content about 0.1 ms a
 * character for BWIPP's 2D encoders (Aztec 250 ms at 2,000) and 0.01 for a QR code.
 */
const MS_PER_MEGAPIXEL = { plain: 2, styled: 60 } as const;
const STYLED_MS = 60;
const MS_PER_CHARACTER: Record<GenerationKind, number> = { qr: 0.01, barcode: 0.1 };

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const number = (value: unknown, fallback: number): number => (typeof value === "number" ? value : fallback);

/** What a request asks for, read without validating it: its pixels, content length and whether it is styled. */
function measureRequest(kind: GenerationKind, request: unknown) {
  const custom = field(request, "customization");
  const pixels =
    kind === "qr"
      ? number(field(custom, "size"), 300) ** 2
      : number(field(custom, "width"), 400) * number(field(custom, "height"), 200);
  const content = field(request, "content");
  const length = typeof content === "string" ? content.length : JSON.stringify(content ?? "").length;
  const styled = kind === "qr" && typeof custom === "object" && custom !== null && isStyled(custom as QrCustomization);
  return { pixels, length, styled };
}

// The thresholds, measured on Node 20 (docs/public-service.md): BWIPP's 2D encoders take 5 to 150 ms past
// 40 characters (DataMatrix 1.8 ms at 27 characters, Aztec 160 ms at 1,000).
/**
 * Whether a generation request is worth a worker thread: a styled QR code (its scannability proof
 * decodes it several times), an image over 1 MP, or content longer than 40 characters for a barcode
 * or 1,000 for a QR code. A request that will fail validation is light: it fails fast on the
 * event loop. Pure and cheap (no encoding), so a server can decide before any work.
 *
 * @example
 * ```ts
 * isHeavyGeneration("qr", { type: "url", content: { url: "https://example.com" } }); // false
 * isHeavyGeneration("barcode", { type: "aztec", content: "x".repeat(500) }); // true
 * ```
 */
export function isHeavyGeneration(kind: GenerationKind, request: unknown): boolean {
  const { pixels, length, styled } = measureRequest(kind, request);
  return styled || pixels > HEAVY_PIXELS || length > HEAVY_CONTENT[kind];
}

/**
 * What a generation request costs, as an estimate in milliseconds of one core: its pixels (about
 * 30 times dearer styled), its content length (50 times dearer for BWIPP's barcodes than for a QR
 * code) and a styled code's fixed scannability proof. Pools serve clients fairly by it (`FairQueue`),
 * so that one client's 4096 px styled codes weigh what they cost against another's small ones. Pure
 * and cheap, like {@link isHeavyGeneration}; never below 1.
 *
 * @example
 * ```ts
 * generationCost("qr", { type: "text", content: { text: "x" }, customization: { size: 4096, module_shape: "dots" } }); // about 1,070
 * generationCost("qr", { type: "text", content: { text: "x" } }); // 1
 * ```
 */
export function generationCost(kind: GenerationKind, request: unknown): number {
  const { pixels, length, styled } = measureRequest(kind, request);
  const megapixels = pixels / 1_000_000;
  const drawing = styled ? STYLED_MS + megapixels * MS_PER_MEGAPIXEL.styled : megapixels * MS_PER_MEGAPIXEL.plain;
  return Math.max(1, drawing + length * MS_PER_CHARACTER[kind]);
}
