import type { Engine, EngineOptions } from "../engines/engine.js";
import { SCAN_SYMBOLOGIES } from "../engines/scan-symbologies.js";
import { zbarEngine } from "../engines/zbar-engine.js";
import { zxingEngine } from "../engines/zxing-engine.js";
import type { GreyImage } from "../image/grey-image.js";
import {
  BLUR,
  type GreyTransform,
  INVERT,
  LOCAL_CONTRAST_UPSCALED,
  SHARPEN,
  turn,
  UPSCALE_2X,
} from "../image/grey-transforms.js";

/**
 * One way of reading an image: an engine, its options and an optional transform of the pixels.
 * The scanner runs the primary pass, then the fallbacks in order until one finds something.
 */
export interface ScanPass {
  readonly name: string;
  readonly engine: Engine;
  readonly options?: EngineOptions;
  readonly transform?: GreyTransform;
  /** Whether the pass is worth its time on an image of this size. */
  readonly applies?: (image: GreyImage) => boolean;
  /** Linear readings on fewer agreeing scan lines than this are dropped (a 2D symbol checks itself). */
  readonly minLines?: number;
}

/** The EAN/UPC result types, which carry add-ons and get the retail vote. */
export const RETAIL_TYPES: readonly string[] = ["ean13", "ean8", "upca", "upce"];

/** The linear symbologies, which the inverted and turned passes look for. */
const LINEAR_TYPES = SCAN_SYMBOLOGIES.filter((s) => s.linear).map((s) => s.key);

/** Upscaling pays on small images only; above this it costs more than it finds. */
const UPSCALE_MAX_PIXELS = 1_000_000;

/** zxing-cpp with every format and every try (rotation, inversion, downscaling, harder). */
export const PRIMARY_PASS: ScanPass = { name: "zxing", engine: zxingEngine };

/**
 * The primary pass without zxing-cpp's downscaled and inverted tries, for the second tier read after
 * the first found something: the first tier was the downscaled look, and a small inverted code beside
 * a normal one is rare. Measured on a 12 MP photo's half-size tier (2000 x 1500): 46-68 ms against
 * 89-115 ms for the primary pass, finding the same two codes.
 */
export const SECOND_LOOK_PASS: ScanPass = { name: "zxing-second-look", engine: zxingEngine, options: { lean: true } };

const smallEnough = (image: GreyImage) => image.width * image.height <= UPSCALE_MAX_PIXELS;

/**
 * The photo passes' floor of agreeing scan lines for a linear reading: on the corpus the one misread
 * such passes made (a UPC-E under uneven light, read on local contrast) stood on 4 lines, the right
 * readings on 5 to 20.
 */
const PHOTO_MIN_LINES = 5;

/**
 * Fallbacks for photos, after the others: another binarizer and other pixels, for what uneven light,
 * grain and small symbols hide from the local-average binarizer, each for the symbologies it was
 * measured to find (fewer formats, less time and fewer chances to misread). Measured on the shared
 * corpus, where the passes before them miss 42 of the 800 images: of the 13 they read together,
 * without each pass
 *
 * - upscaled, global histogram (keeps small QR finder patterns whole): 3 fewer (QR, Micro QR);
 * - blurred (merges grain and JPEG blocks inside bars): 1 fewer (UPC-A);
 * - local contrast (CLAHE), then upscaled: 8 fewer (EAN-13, UPC-A, UPC-E).
 *
 * Dropped as measured: zxing-cpp's fixed-threshold binarizer, on the pixels as they are and on local
 * contrast, and local contrast at full size: each read only what these read. On the 46 corpus
 * photos without a code (0.2 to 0.3 MP) the three cost 31, 9 and 100 ms.
 */
const PHOTO_PASSES: readonly ScanPass[] = (
  [
    {
      name: "zxing-upscaled-histogram",
      engine: zxingEngine,
      options: { binarizer: "GlobalHistogram", types: ["qr_code", "microqr"] },
      transform: UPSCALE_2X,
      applies: smallEnough,
    },
    { name: "zxing-blurred", engine: zxingEngine, options: { types: RETAIL_TYPES }, transform: BLUR },
    {
      name: "zxing-local-contrast-upscaled",
      engine: zxingEngine,
      options: { types: RETAIL_TYPES },
      transform: LOCAL_CONTRAST_UPSCALED,
      applies: smallEnough,
    },
  ] satisfies ScanPass[]
).map((pass) => ({ ...pass, minLines: PHOTO_MIN_LINES }));

/**
 * Linear symbols printed light on dark, on the pixels inverted. zxing-cpp's inverted try reads 2D
 * symbols only: a Code 128 generated light on dark was read in none of 128 degraded copies before
 * this pass.
 */
const INVERTED_LINEAR_PASS: ScanPass = {
  name: "zxing-inverted-linear",
  engine: zxingEngine,
  options: { types: LINEAR_TYPES },
  transform: INVERT,
};

/**
 * The rotation search: linear symbols on the pixels turned 30 degrees each way, for a symbol tilted
 * past what zxing-cpp's scan lines cross whole (about 20 degrees; its own rotation try turns by 90).
 * Last of the fallbacks, and a second look wherever a symbology without a check was read: a scan
 * line across a tilted ITF reads pieces of it, and the whole number turned level drops them
 * (`dropFragments`). On 64 generated photos (EAN-13, UPC-A, Code 128, ITF-14 tilted 20 to 45 degrees
 * either way, full and 0.6 size, blurred) 17 were read without the search, 46 with it.
 */
export const TURNED_LINEAR_PASSES: readonly ScanPass[] = [30, -30].map((degrees) => ({
  name: `zxing-turned-${degrees}`,
  engine: zxingEngine,
  options: { types: LINEAR_TYPES },
  transform: turn(degrees),
  minLines: PHOTO_MIN_LINES,
}));

/**
 * Fallbacks, in the order measured to find most per millisecond on the shared corpus (see
 * docs/scanning.md): ZBar first (damaged EAN/UPC, 23 of the 85 corpus images the primary pass
 * misses, in 0.6 s for all 85), then zxing-cpp on upscaled and on sharpened pixels, then the photo
 * passes. zxing-cpp's global-histogram binarizer on the pixels as they are and a contrast stretch
 * were measured too and dropped: every code they found, a pass before them found already.
 */
// zxing-cpp on upscaled or sharpened pixels reads small EAN/UPC on 2 lines as other valid numbers
// (3 of 72 generated EAN-13 photos at 0.35 to 0.4 scale): those passes need 3 lines. The corpus
// lost 2 UPC-A read on 2 lines alone, which the photo passes make up.
export const FALLBACK_PASSES: readonly ScanPass[] = [
  { name: "zbar", engine: zbarEngine },
  { name: "zxing-upscaled", engine: zxingEngine, transform: UPSCALE_2X, applies: smallEnough, minLines: 3 },
  { name: "zxing-sharpened", engine: zxingEngine, transform: SHARPEN, minLines: 3 },
  ...PHOTO_PASSES,
  INVERTED_LINEAR_PASS,
  ...TURNED_LINEAR_PASSES,
];

/**
 * The fallbacks on a large image's first, downscaled tier: ZBar and the inverted linear pass.
 * Upscaling a downscaled tier is what the next tier does anyway, and a photo shrunk 4 times needs no
 * sharpening.
 */
export const DOWNSCALED_FALLBACK_PASSES: readonly ScanPass[] = FALLBACK_PASSES.filter(
  (pass) => pass === INVERTED_LINEAR_PASS || pass.name === "zbar",
);

/** EAN/UPC readings with fewer agreeing lines than this are checked by {@link VERIFY_PASSES}. */
export const RETAIL_VERIFY_BELOW_LINES = 5;

/**
 * Second opinions on a weak EAN/UPC reading: its digits are decided by a vote of these passes and
 * the reading itself (see `vote-retail.ts`).
 */
export const VERIFY_PASSES: readonly ScanPass[] = FALLBACK_PASSES.filter((pass) =>
  ["zbar", "zxing-upscaled", "zxing-sharpened"].includes(pass.name),
);

/** Reads EAN-2/EAN-5 add-ons beside the EAN/UPC symbols found. */
export const ADD_ON_PASS: ScanPass = {
  name: "zxing-add-on",
  engine: zxingEngine,
  options: { requireAddOn: true, types: RETAIL_TYPES },
};
