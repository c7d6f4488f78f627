import type { Scannability } from "@qrbar/contract";
import type { Rgb } from "../color/hex-color.js";
import { contrastRatio } from "../color/hex-color.js";
import { zbarEngine } from "../scan/engines/zbar-engine.js";
import { zxingEngine } from "../scan/engines/zxing-engine.js";
import type { GreyImage } from "../scan/image/grey-image.js";
import { blur, downscale, jpegLoss, lowerContrast } from "./phone-degradations.js";
import { type Canvas, pixelAt } from "./raster-canvas.js";

/** A degradation the proof decodes under (contract's `SCAN_DEGRADATIONS`). */
type Degradation = Scannability["survived"][number];

/**
 * How each degradation is made from the code as drawn: a phone at arm's length (modules 3 px wide,
 * `distant`) and further off (2 px, `far`, about the least zxing-cpp and ZBar read), blurred
 * (Gaussian, sigma 0.7 px), washed out (contrast cut to 40 %), JPEG at quality 30, and all of it at
 * once at 2 px (`phone`: blur 0.6, contrast 55 %, JPEG 45). A plain black-on-white code survives all
 * but sometimes `phone`, depending on how its modules fall on the pixel grid.
 */
const DEGRADATIONS: ReadonlyArray<{
  readonly name: Degradation;
  /** Pixels per module after downscaling; 0 keeps the size as drawn. */
  readonly modulePx: number;
  readonly blur?: number;
  readonly contrast?: number;
  readonly jpeg?: number;
}> = [
  { name: "as_rendered", modulePx: 0 },
  { name: "distant", modulePx: 3 },
  { name: "far", modulePx: 2 },
  { name: "blurred", modulePx: 3, blur: 0.7 },
  { name: "low_contrast", modulePx: 3, contrast: 0.4 },
  { name: "jpeg", modulePx: 3, jpeg: 30 },
  { name: "phone", modulePx: 2, blur: 0.6, contrast: 0.55, jpeg: 45 },
];

/** Degradations a design must survive to be returned at all. */
const REQUIRED: readonly Degradation[] = ["as_rendered", "distant"];

/** The canvas as grey (BT.601 luma), a transparent canvas laid on white as it would be printed. */
function toGrey(canvas: Canvas): GreyImage {
  const { width, height, channels, data } = canvas;
  const out = new Uint8Array(width * height);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0, at = pixelAt(canvas, 0, y); x < width; x++, i++, at += channels) {
      const luma =
        ((data[at] as number) * 306 + (data[at + 1] as number) * 601 + (data[at + 2] as number) * 117 + 512) >> 10;
      out[i] = channels === 4 ? 255 - ((255 - luma) * (data[at + 3] as number)) / 255 : luma;
    }
  }
  return { data: out, width, height };
}

/**
 * The grey image at `modulePx` pixels per module (as drawn when it is no larger), each size made
 * once: four degradations start from 3 px, two from 2 px.
 */
function scaledFrom(grey: GreyImage, moduleScale: number): (modulePx: number) => GreyImage {
  const made = new Map<number, GreyImage>();
  return (modulePx) => {
    if (!modulePx || moduleScale <= modulePx) return grey;
    let image = made.get(modulePx);
    if (!image) {
      const factor = modulePx / moduleScale;
      image = downscale(
        grey,
        Math.max(1, Math.round(grey.width * factor)),
        Math.max(1, Math.round(grey.height * factor)),
      );
      made.set(modulePx, image);
    }
    return image;
  };
}

/** Applies one degradation to the grey image at its size (pure JavaScript: the images are small, sharp's hand-offs cost more). */
function degrade(scaled: GreyImage, d: (typeof DEGRADATIONS)[number]): GreyImage {
  let image = scaled;
  if (d.blur) image = blur(image, d.blur);
  if (d.contrast) image = lowerContrast(image, d.contrast);
  if (d.jpeg) image = jpegLoss(image, d.jpeg);
  return image;
}

/**
 * What the scanner's engines read from the image: whether they found exactly `payload`, and whether
 * they found any other content too (a logo that is itself a QR code, which a phone could open
 * instead). zxing-cpp reads every look, without its own downscaled tries (the degradations are the
 * downscaling) and its inverted try (a styled design is dark on light, see `resolveDesign`): a third
 * of the time a decode takes with them. With `zbarToo`, ZBar,
 * a decoder of another lineage, must read it as well: zxing-cpp 2 finds finders in shapes older
 * readers miss (6 of 560 styled designs at 300 px that it read, Debian's `zbarimg` did not; asking
 * ZBar of the code as drawn left none, asking it at 3 px a module too refused 8 more designs).
 * ZBar scans every line: every second or third (its density) is faster but read 2 designs that
 * `zbarimg`, which scans them all, did not.
 */
async function decodes(grey: GreyImage, payload: string, zbarToo: boolean): Promise<{ read: boolean; other: boolean }> {
  const found = await zxingEngine.read(grey, { types: ["qr_code"], lean: true });
  const read = found.some((d) => d.text === payload);
  const other = found.some((d) => d.text !== payload);
  if (!read || other || !zbarToo) return { read, other };
  const zbar = await zbarEngine.read(grey);
  return {
    read: zbar.some((d) => d.type === "qr_code" && d.text === payload),
    // Only a QR code counts as other content: ZBar's EAN/UPC decoders could see a product code in bars.
    other: zbar.some((d) => d.type === "qr_code" && d.text !== payload),
  };
}

/**
 * Why a design is refused: at the degradation named, the payload was not read (`unread`, only a
 * required degradation refuses), or a code of other content was read beside it (`other_code`).
 */
export interface ScanRefusal {
  readonly at: Degradation;
  readonly because: "unread" | "other_code";
}

/**
 * What the proof found: the degradations survived and failed, and the refusal, if any (`undefined`:
 * the design passes). A refused design's lists stop at the degradation that refused it.
 */
export interface ScanProof {
  readonly survived: Degradation[];
  readonly failed: Degradation[];
  readonly refusal: ScanRefusal | undefined;
}

/**
 * Decodes a drawn code with the project's scanner engines, zxing-cpp at its own size and under the
 * degradations of a phone at a distance ({@link DEGRADATIONS}), ZBar too at its own size. A code
 * that fails as drawn or at 3 px per module, or in which any other content is read, is refused by
 * the caller.
 *
 * @example
 * ```ts
 * const proof = await proveScannable(canvas, "https://example.com", 9);
 * proof.refusal; // undefined: it scans
 * ```
 */
export async function proveScannable(canvas: Canvas, payload: string, moduleScale: number): Promise<ScanProof> {
  const scaled = scaledFrom(toGrey(canvas), moduleScale);
  const survived: Degradation[] = [];
  const failed: Degradation[] = [];
  for (const d of DEGRADATIONS) {
    const { read, other } = await decodes(degrade(scaled(d.modulePx), d), payload, d.name === "as_rendered");
    (read ? survived : failed).push(d.name);
    // A second code, or a required degradation failed: the design is refused, the rest would not be reported.
    if (other) return { survived, failed, refusal: { at: d.name, because: "other_code" } };
    if (!read && REQUIRED.includes(d.name)) return { survived, failed, refusal: { at: d.name, because: "unread" } };
  }
  return { survived, failed, refusal: undefined };
}

/** Contrast at which colour stops counting against the score (7:1, WCAG's enhanced level). */
const FULL_CONTRAST = 7;

/**
 * The `scannability` object: a score of 70 points for the degradations survived (in proportion) and
 * 30 for the contrast of the weakest colour (from 3:1, the minimum, to 7:1), and the lowest contrast
 * ratio of the module and eye colours against the background.
 *
 * @example
 * ```ts
 * scannability(proof, [black], [black], white, undefined).score; // 100 when all survived
 * ```
 */
export function scannability(
  proof: ScanProof,
  moduleColors: readonly Rgb[],
  eyeColors: readonly Rgb[],
  background: Rgb,
  logoMaxSize: number | undefined,
): Scannability {
  const lowest = (colors: readonly Rgb[]) => Math.min(...colors.map((c) => contrastRatio(c, background)));
  const moduleContrast = lowest(moduleColors);
  const eyeContrast = lowest(eyeColors);
  const weakest = Math.min(moduleContrast, eyeContrast);
  const contrastShare = Math.min(1, Math.max(0, (weakest - 3) / (FULL_CONTRAST - 3)));
  const survivedShare = proof.survived.length / DEGRADATIONS.length;
  return {
    score: Math.round(70 * survivedShare + 30 * contrastShare),
    survived: proof.survived,
    failed: proof.failed,
    module_contrast: Math.round(moduleContrast * 100) / 100,
    eye_contrast: Math.round(eyeContrast * 100) / 100,
    ...(logoMaxSize === undefined ? {} : { logo_max_size: logoMaxSize }),
  };
}
