import type { ScanImageFormat, ScanResult } from "@qrbar/contract";
import { SCAN_LIMITS } from "@qrbar/contract/plain";
import { openScanInput, scanOffThread } from "#scan-platform";
import { QrbarError } from "../errors/qrbar-error.js";
import type { Corners, Detection, Point } from "./engines/detection.js";
import { unscaleCorners } from "./engines/detection.js";
import { SCAN_SYMBOLOGIES } from "./engines/scan-symbologies.js";
import { samePlace } from "./image/geometry.js";
import type { GreyImage } from "./image/grey-image.js";
import { HALVE } from "./image/grey-transforms.js";
import type { SourceImage } from "./image/scan-source.js";
import { type EncodedImage, isInstanceOfGlobal, type ScanInput, type ScanSourceFormat } from "./scan-input.js";
import { dropFragments } from "./strategy/drop-fragments.js";
import { type LocatedCode, locateCode } from "./strategy/locate-code.js";
import { mergeDetections } from "./strategy/merge-detections.js";
import { isPlausibleItf } from "./strategy/plausible-itf.js";
import {
  ADD_ON_PASS,
  DOWNSCALED_FALLBACK_PASSES,
  FALLBACK_PASSES,
  PRIMARY_PASS,
  RETAIL_TYPES,
  RETAIL_VERIFY_BELOW_LINES,
  type ScanPass,
  SECOND_LOOK_PASS,
  TURNED_LINEAR_PASSES,
  VERIFY_PASSES,
} from "./strategy/scan-passes.js";
import { scanTiers } from "./strategy/scan-tiers.js";
import { toScanResult } from "./strategy/to-scan-result.js";
import { voteRetail } from "./strategy/vote-retail.js";

/** Options of `scanImage`. */
export interface ScanImageOptions {
  /**
   * The upload's declared Content-Type. A file that is not an image we know is `400 INVALID_IMAGE`
   * when declared as `image/*` (an image that does not decode), else `415 UNSUPPORTED_MEDIA_TYPE`.
   */
  readonly declaredType?: string;
  /** Decoded-size limit (default {@link SCAN_LIMITS}.maxPixels). */
  readonly maxPixels?: number;
  /**
   * In a browser, decode in a module Worker (`scan-worker.js`, shipped beside the scan entry and found
   * by bundlers), the pixels transferred to it, so that a camera loop does not freeze the page. One
   * worker per page, started on first use; scans queue in it. Ignored in Node, where a server scans in
   * `createScanPool`'s threads. Default `false`.
   *
   * @example
   * ```ts
   * const { results } = await scanImage(video, { worker: true });
   * ```
   */
  readonly worker?: boolean;
  /**
   * How hard to look when the first passes find nothing. `"thorough"` tries every fallback (upscaled,
   * sharpened, blurred, evened-contrast, inverted and turned passes), for a photo that is all there is;
   * `"quick"` stops after the first passes of each size, for a camera's frames, where the next frame is
   * the next try (a frame without a code costs a fraction: see docs/scanning.md). Default `"quick"` for a
   * `<video>` or a `VideoFrame`, `"thorough"` for everything else.
   *
   * @example
   * ```ts
   * const { results } = await scanImage(canvas, { worker: true, effort: "quick" });
   * ```
   */
  readonly effort?: ScanEffort;
}

/** How hard `scanImage` looks for codes the first passes miss: see {@link ScanImageOptions.effort}. */
export type ScanEffort = "quick" | "thorough";

/** Whether `input` is live video (a `<video>` or a WebCodecs `VideoFrame`): a camera's frames. */
const isVideo = (input: ScanInput): boolean =>
  isInstanceOfGlobal(input, "HTMLVideoElement") || isInstanceOfGlobal(input, "VideoFrame");

/** `options` with `effort` settled for `input`, before a worker, which sees only pixels, gets them. */
function withEffort(input: ScanInput, options: ScanImageOptions): ScanImageOptions & { effort: ScanEffort } {
  const { effort } = options;
  if (effort !== undefined && effort !== "quick" && effort !== "thorough") {
    throw QrbarError.field("effort", `must be "quick" or "thorough"; got ${JSON.stringify(effort)}`);
  }
  return { ...options, effort: effort ?? (isVideo(input) ? "quick" : "thorough") };
}

/**
 * What a scan found, and in which image: `image.format` is the file's format, `"pixels"` for decoded
 * pixels and drawn images (`ScanOutcome<ScanSourceFormat>`, what `scanImage` gives for those).
 */
export interface ScanOutcome<Format extends ScanSourceFormat = ScanImageFormat> {
  readonly image: { readonly format: Format; readonly width: number; readonly height: number };
  readonly results: ScanResult[];
}

/** What a scan found, each code reported as `Result`, and in which image. */
type Found<Result> = { readonly image: ScanOutcome<ScanSourceFormat>["image"]; readonly results: Result[] };

/** Modules from guard to guard of each EAN/UPC symbol (add-on and quiet zones aside). */
const RETAIL_MODULES: Readonly<Record<string, number>> = { ean13: 95, upca: 95, ean8: 67, upce: 51 };

/** An EAN/UPC detection's evidence with its module width in the pixels its pass read. */
function withModuleWidth({ type, corners, evidence }: Detection): Detection["evidence"] {
  const modules = RETAIL_MODULES[type];
  if (!modules) return evidence;
  const [topLeft, topRight] = corners;
  return { ...evidence, modulePx: Math.hypot(topRight.x - topLeft.x, topRight.y - topLeft.y) / modules };
}

/** A symbol's rotation read on pixels turned `turn` degrees, in the source, in (-180, 180]. */
const turnedBack = (rotation: number, turn: number): number => {
  const degrees = (((rotation - turn) % 360) + 360) % 360;
  return degrees > 180 ? degrees - 360 : degrees;
};

/**
 * Runs one pass on grey pixels that are `scale` times the source, returning source coordinates. An
 * ITF reading without its quiet zones in those pixels, or of an implausible length, is dropped
 * (`isPlausibleItf`), whichever transform the pass read it on.
 */
async function runPass(pass: ScanPass, grey: GreyImage, scale: number): Promise<Detection[]> {
  if (pass.applies && !pass.applies(grey)) return [];
  const { transform } = pass;
  const image = transform ? await transform.apply(grey) : grey;
  const found = await pass.engine.read(image, pass.options);
  const minLines = pass.minLines ?? 0;
  const toSource = (corners: Corners): Corners => {
    if (!transform?.toInput) return unscaleCorners(corners, scale * (transform?.scale ?? 1));
    const back = (p: Point) => transform.toInput?.(p, grey) ?? p;
    return unscaleCorners([back(corners[0]), back(corners[1]), back(corners[2]), back(corners[3])], scale);
  };
  return found
    .filter((d) => (d.evidence.lines ?? minLines) >= minLines)
    .map((d) => ({
      ...d,
      corners: toSource(d.corners),
      rotation: turnedBack(d.rotation, transform?.turn ?? 0),
      evidence: withModuleWidth(d),
      pass: pass.name,
    }))
    .filter((d) => isPlausibleItf(d, grey, scale));
}

/**
 * EAN/UPC bars narrower than this many pixels a module: zxing-cpp misreads them on many lines (a
 * UPC-A drawn at 1.6 px a module read as another valid UPC-A on 49 lines, which ZBar and the upscaled
 * pass read right).
 */
const FINE_MODULE_PX = 2;
const tooFine = (d: Detection): boolean => (d.evidence.modulePx ?? FINE_MODULE_PX) < FINE_MODULE_PX;

/** Weak EAN/UPC readings go to a vote of the verification passes (run once, only when needed). */
async function verifyRetail(found: Detection[], grey: GreyImage, scale: number): Promise<Detection[]> {
  // ZBar's quality is no measure of a retail reading (it reports clean-looking misreads): always vote.
  const doubtful = (d: Detection) =>
    RETAIL_TYPES.includes(d.type) && (d.pass === "zbar" || (d.evidence.lines ?? 0) < RETAIL_VERIFY_BELOW_LINES);
  const weak = (d: Detection) => doubtful(d) || (RETAIL_TYPES.includes(d.type) && tooFine(d));
  if (!found.some(weak)) return found;
  // A doubtful reading hears every verification pass; one merely too fine, the upscaled pixels.
  const asks = (d: Detection, pass: ScanPass) =>
    doubtful(d) || (weak(d) && pass.transform?.scale === 2 && d.pass !== pass.name);
  const opinions: Detection[] = [];
  for (const pass of VERIFY_PASSES) {
    if (!found.some((d) => asks(d, pass) && d.pass !== pass.name)) continue;
    const theirs = await runPass(pass, grey, scale);
    opinions.push(...theirs.filter((d) => RETAIL_TYPES.includes(d.type)));
  }
  const voices = [...found, ...opinions];
  return found
    .map((d) =>
      weak(d)
        ? voteRetail(
            d,
            voices.filter((o) => o !== d),
          )
        : d,
    )
    .filter((d): d is Detection => d !== undefined);
}

const WEAK_CHECK_TYPES: readonly string[] = SCAN_SYMBOLOGIES.filter((s) => s.weakCheck).map((s) => s.key);

/**
 * Readings of a symbology without a check on fewer lines than this get the turned look: the pieces
 * seen on generated tilted ITF stood on 2 to 5 lines, and the look costs 70 to 90 ms a corpus image.
 */
const TURNED_LOOK_BELOW_LINES = 10;

/**
 * Where a symbology without a check (ITF, Codabar, Code 39) was read on few lines, the turned passes
 * look again: what they read is added, so that `dropFragments` can drop the pieces a scan line
 * across a tilted symbol decoded when the whole is read turned level.
 */
async function lookTurned(found: Detection[], grey: GreyImage, scale: number): Promise<Detection[]> {
  const piece = (d: Detection) =>
    WEAK_CHECK_TYPES.includes(d.type) &&
    (d.evidence.lines ?? 0) < TURNED_LOOK_BELOW_LINES &&
    !d.pass.startsWith("zxing-turned");
  if (!found.some(piece)) return found;
  const more: Detection[] = [];
  for (const pass of TURNED_LINEAR_PASSES) more.push(...(await runPass(pass, grey, scale)));
  return mergeDetections([...found, ...more.filter((d) => WEAK_CHECK_TYPES.includes(d.type))]);
}

/**
 * Attaches EAN-2/EAN-5 add-ons read by the add-on pass to the symbols they belong to. The add-on pass
 * reads the pixels the symbols were found on (`transform`, e.g. upscaled): an add-on's bars are
 * narrower than its symbol's guard bars, and where the symbol needed help so does the add-on.
 */
async function readAddOns(
  found: Detection[],
  grey: GreyImage,
  scale: number,
  transform: ScanPass["transform"],
): Promise<Detection[]> {
  if (!found.some((d) => RETAIL_TYPES.includes(d.type))) return found;
  const withAddOn = await runPass({ ...ADD_ON_PASS, transform }, grey, scale);
  return found.map((d) => {
    const match = withAddOn.find(
      (a) => a.addOn && a.type === d.type && a.text === d.text && samePlace(a.corners, d.corners),
    );
    return match?.addOn ? { ...d, addOn: match.addOn } : d;
  });
}

/**
 * Each pass in turn until one finds something that stands the retail vote; then the add-ons. A
 * pass whose every reading the vote drops does not end the search.
 */
async function readTier(grey: GreyImage, scale: number, passes: readonly ScanPass[]): Promise<Detection[]> {
  for (const pass of passes) {
    const found = await runPass(pass, grey, scale);
    if (!found.length) continue;
    const standing = await verifyRetail(mergeDetections(found), grey, scale);
    if (standing.length) return readAddOns(await lookTurned(standing, grey, scale), grey, scale, pass.transform);
  }
  return [];
}

/**
 * The passes for tier `index` of `count`: a small image (a single tier) gets the primary pass and
 * every fallback; a large photo's first tier the primary pass and ZBar; later tiers the primary pass
 * alone; with `effort: "quick"` the primary pass alone at every tier. (A first look without "try
 * harder" was dropped: it scans 15 lines near the middle for linear
 * codes, so on a label or shelf photo it found one code of several and stopped the search; measured
 * on 60 generated images of 2 to 6 codes it found 95 codes against 180 for the primary pass, and on
 * the 12 MP photos it saved nothing: 104 / 88 / 130 ms without it against 65-103 / 93-113 / 511 ms.)
 */
function passesFor(index: number, count: number, effort: ScanEffort): readonly ScanPass[] {
  if (index > 0 || effort === "quick") return [PRIMARY_PASS];
  return count > 1 ? [PRIMARY_PASS, ...DOWNSCALED_FALLBACK_PASSES] : [PRIMARY_PASS, ...FALLBACK_PASSES];
}

/**
 * The measured strategy: the tiers (downscaled first, see `scanTiers`) in turn, each with its passes
 * (`passesFor`), stopping at the first that finds anything, and an image with transparency once
 * more flattened onto black, for light codes on a transparent ground. When the first tier of a large
 * photo finds something, the second is read too (`SECOND_LOOK_PASS`): a small code beside a large
 * one is often unreadable at the first. The second tier is thus read in every case, so it is decoded
 * first and the first tier halved from it (one JPEG decode instead of two).
 */
async function detect(source: SourceImage, effort: ScanEffort): Promise<Detection[]> {
  const tiers = scanTiers(source.width, source.height);
  const scaleAt = (i: number) => tiers[i] as number;
  const second = tiers.length > 1 ? await source.grey(scaleAt(1)) : undefined;
  const first = second ? await HALVE.apply(second) : await source.grey(scaleAt(0));
  const found = await readTier(first, scaleAt(0), passesFor(0, tiers.length, effort));
  if (found.length && second) {
    return mergeDetections([...found, ...(await readTier(second, scaleAt(1), [SECOND_LOOK_PASS]))]);
  }
  if (found.length) return found;
  for (let i = 1; i < tiers.length; i++) {
    const grey = i === 1 && second ? second : await source.grey(scaleAt(i));
    const more = await readTier(grey, scaleAt(i), passesFor(i, tiers.length, effort));
    if (more.length) return more;
  }
  return source.hasAlpha ? readTier(await source.grey(scaleAt(0), "black"), scaleAt(0), [PRIMARY_PASS]) : [];
}

/**
 * Scans an image for QR codes and barcodes, in Node or in a browser. `input` is an image file (bytes or
 * a `Blob`: PNG, JPEG with its EXIF orientation, GIF's first frame, BMP or WebP, told apart by their
 * signatures), decoded RGBA pixels (`ImageData` or `{ data, width, height }`), or in a browser anything
 * drawable (`ImageBitmap`, canvas, `<img>`, `<video>`, `VideoFrame`). Every symbology of `SCAN_FORMATS`,
 * many per image, rotated, mirrored and inverted. Throws `QrbarError`: `UNSUPPORTED_MEDIA_TYPE` (not an
 * image we read), `INVALID_IMAGE` (does not decode), `PAYLOAD_TOO_LARGE` (too many pixels),
 * `VALIDATION_ERROR` (empty, or not an image at all).
 * CPU-heavy and synchronous inside its WebAssembly: servers run it in `createScanPool`, pages with
 * `{ worker: true }`.
 *
 * @example
 * ```ts
 * const { results } = await scanImage(await readFile("photo.jpg"));
 * console.log(results[0]?.type, results[0]?.data); // "qr_code" "https://example.com"
 * ```
 */
export async function scanImage(input: EncodedImage, options?: ScanImageOptions): Promise<ScanOutcome<ScanImageFormat>>;
/** Scans decoded pixels or a drawn image (or a file): `image.format` is `"pixels"` for the former. */
export async function scanImage(input: ScanInput, options?: ScanImageOptions): Promise<ScanOutcome<ScanSourceFormat>>;
export async function scanImage(
  input: ScanInput,
  options: ScanImageOptions = {},
): Promise<ScanOutcome<ScanSourceFormat>> {
  const settled = withEffort(input, options);
  if (settled.worker && scanOffThread) return scanOffThread(input, settled);
  return scanHere(input, settled, toScanResult);
}

/**
 * What `BarcodeDetector` reads: every code in `input` located as `scanImage` would, its payload not
 * classified, so that a page that only detects never loads the QR payload catalog. With `{ worker: true }`
 * in a browser the worker runs `scanImage` (the catalog loads there, not in the page).
 *
 * @example
 * ```ts
 * const { results } = await locateCodes(video, { worker: true });
 * ```
 */
export async function locateCodes(input: ScanInput, options: ScanImageOptions = {}): Promise<Found<LocatedCode>> {
  const settled = withEffort(input, options);
  if (settled.worker && scanOffThread) return scanOffThread(input, settled);
  return scanHere(input, settled, locateCode);
}

/** Scans on this thread: opens `input`, detects, and reports each detection as `report` makes it. */
async function scanHere<Result>(
  input: ScanInput,
  options: ScanImageOptions & { effort: ScanEffort },
  report: (detection: Detection, width: number, height: number) => Result,
): Promise<Found<Result>> {
  const maxPixels = options.maxPixels ?? SCAN_LIMITS.maxPixels;
  const source = await openScanInput(input, { maxPixels, declaredType: options.declaredType });
  const detections = dropFragments(mergeDetections(await detect(source, options.effort)));
  return {
    image: { format: source.format, width: source.width, height: source.height },
    results: detections.map((d) => report(d, source.width, source.height)),
  };
}
