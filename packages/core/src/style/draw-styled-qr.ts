import { type ErrorCorrectionLevel, QR_DESIGN_LIMITS, QR_LIMITS, type QrCustomization } from "@qrbar/contract";
import type { Rgb } from "../color/hex-color.js";
import { redLightWarnings } from "../color/red-light-contrast.js";
import { type OptionalFeature, requireInstalled } from "../errors/optional-dependency.js";
import { OPTIONAL_FEATURES } from "../errors/optional-features.js";
import { isQrbarError, QrbarError } from "../errors/qrbar-error.js";
import { encodeQrMatrix, type QrSymbol } from "../qr/encoder/encode-qr-matrix.js";
import { type FileFormat, type GeneratedImage, MIME_TYPES } from "../render/generated-image.js";
import { minimumSide } from "../render/module-matrix.js";
import { EPS_FORMAT } from "../render/vector-eps.js";
import { PDF_FORMAT } from "../render/vector-pdf.js";
import { type DesignLayout, designLayout } from "./design-layout.js";
import { encodeCanvasPng } from "./encode-canvas-png.js";
import { largestSafeLogo, logoErasure } from "./logo-budget.js";
import { svgEmbeddableLogo } from "./logo-source.js";
import { paintColors } from "./paint.js";
import { proveScannable, type ScanRefusal, scannability } from "./prove-scannable.js";
import { type QrDesign, resolveDesign } from "./qr-design.js";
import type { Canvas } from "./raster-canvas.js";
import { rasteriseScene } from "./scene-raster.js";
import { sceneSvg } from "./scene-svg.js";
import { sceneVector } from "./scene-vector.js";
import { buildScene, type Scene } from "./styled-scene.js";

/** Levels tried, best first, when a logo raises error correction by itself. */
const LOGO_LEVELS: readonly ErrorCorrectionLevel[] = ["H", "Q", "M", "L"];

/** A rule of the content type on the symbol chosen (a version cap), run before anything is drawn. */
export type SymbolCheck = (version: number, level: ErrorCorrectionLevel) => void;

/**
 * Encodes at the caller's level; with a logo and no level given, at the highest level that holds
 * the content (H first).
 */
function encodeFor(
  payload: string,
  custom: QrCustomization,
  design: QrDesign,
): QrSymbol & { level: ErrorCorrectionLevel } {
  if (custom.error_correction || !design.logo) {
    const level = custom.error_correction ?? "M";
    return { ...encodeQrMatrix(payload, level), level };
  }
  for (const level of LOGO_LEVELS) {
    try {
      return { ...encodeQrMatrix(payload, level), level };
    } catch (error) {
      if (!isQrbarError(error) || level === "L") throw error;
    }
  }
  throw new Error("unreachable: L either encodes or throws");
}

/** The logo's share of the symbol's width, checked against what the symbol can lose. */
function logoFraction(symbol: QrSymbol & { level: ErrorCorrectionLevel }, design: QrDesign) {
  if (!design.logo) return { fraction: undefined, max: undefined };
  const max = largestSafeLogo(symbol.version, symbol.level);
  const raise = symbol.level === "H" ? "" : "; set error_correction H (or leave it out) for more room";
  if (max < QR_DESIGN_LIMITS.logoSize.min) {
    throw QrbarError.field(
      "customization.logo",
      `does not fit: this version ${symbol.version} code at error correction ${symbol.level} cannot lose even ${QR_DESIGN_LIMITS.logoSize.min} of its width${raise}, or shorten the content`,
    );
  }
  const requested = design.logoSize;
  if (requested !== undefined && requested > max) {
    const { worstBlock, hidesFunctionPattern } = logoErasure(symbol.version, symbol.level, requested);
    const why = hidesFunctionPattern
      ? "it would hide the timing pattern"
      : `its worst Reed-Solomon block would lose ${worstBlock.erased} codewords where ${worstBlock.allowed} is the most it can spare`;
    throw QrbarError.field(
      "customization.logo_size",
      `${requested} covers ${Math.round(requested * requested * 100)} % of the symbol; this version ${symbol.version} code at error correction ${symbol.level} can take a logo of at most ${max} (${why})${raise}`,
    );
  }
  return { fraction: requested ?? Math.min(QR_DESIGN_LIMITS.logoSize.default, max), max };
}

/** Pixels per module a dot eye needs as drawn. */
const DOT_EYE_MIN_SCALE = 3;

/**
 * Refuses a dot eye drawn at fewer than {@link DOT_EYE_MIN_SCALE} pixels per module: at 2 px a dot
 * is a blot whose finder zxing-cpp 1.4 (Debian's `ZXingReader`) missed in 28 of 56 styled designs
 * (7 module shapes, 4 eye pairs with a dot, 2 texts at 120 px) that the proof passed.
 */
function checkDotEyes(design: QrDesign, scale: number, size: number, version: number): void {
  if (scale >= DOT_EYE_MIN_SCALE || (design.eye.outerShape !== "dot" && design.eye.innerShape !== "dot")) return;
  throw QrbarError.field(
    "customization.eye",
    `a dot eye needs ${DOT_EYE_MIN_SCALE} px per module and this version ${version} code gets ${scale} px at size ${size}: use a size of about ${Math.ceil((size * DOT_EYE_MIN_SCALE) / scale)} px, or square or rounded eyes`,
  );
}

/** A styled code drawn but not yet proven: its scene, layout, symbol and what the logo may be. */
interface StyledDrawing {
  readonly design: QrDesign;
  readonly symbol: QrSymbol;
  readonly layout: DesignLayout;
  readonly scene: Scene;
  readonly logoMax: number | undefined;
}

/** The optional packages a design needs: the proof's engines, sharp for a logo, the fonts for a frame's caption. */
function styledFeature(custom: QrCustomization): OptionalFeature {
  if (custom.logo)
    return custom.frame ? OPTIONAL_FEATURES.styledQrWithLogoAndFrame : OPTIONAL_FEATURES.styledQrWithLogo;
  return custom.frame ? OPTIONAL_FEATURES.styledQrWithFrame : OPTIONAL_FEATURES.styledQr;
}

/**
 * Resolves, encodes and lays out a styled request, once every package it needs is known installed; throws
 * for whatever can be judged before drawing.
 */
function layoutStyled(payload: string, custom: QrCustomization, check?: SymbolCheck): StyledDrawing {
  requireInstalled(styledFeature(custom));
  const design = resolveDesign(custom);
  const symbol = encodeFor(payload, custom, design);
  check?.(symbol.version, symbol.level);
  const size = custom.size ?? QR_LIMITS.size.default;
  const margin = custom.margin ?? QR_LIMITS.margin.default;
  const layout = designLayout(symbol.width, margin, size, design.frame?.position);
  if (!layout) {
    throw QrbarError.field(
      "customization.size",
      `must be larger for this content: a version ${symbol.version} code of ${symbol.width} modules plus a margin of ${margin} needs ${minimumSide(symbol, margin)} px${design.frame ? " inside its frame" : ""}`,
    );
  }
  checkDotEyes(design, layout.modules.scale, size, symbol.version);
  const { fraction, max } = logoFraction(symbol, design);
  return { design, symbol, layout, scene: buildScene(symbol, design, layout, size, fraction), logoMax: max };
}

/** The field to blame, and what to change, when a drawn design does not decode. */
function blame(design: QrDesign): { field: string; change: string } {
  if (design.logo) return { field: "customization.logo_size", change: "use a smaller logo_size" };
  if (design.moduleShape !== "square")
    return { field: "customization.module_shape", change: "use a fuller module_shape (square, rounded)" };
  if (design.eye.outerShape !== "square" || design.eye.innerShape !== "square")
    return { field: "customization.eye", change: "use square or rounded eyes" };
  if (design.frame) return { field: "customization.size", change: "use a larger size" };
  return { field: "customization", change: "use darker colours or a larger size" };
}

const REFUSED: Record<string, string> = {
  as_rendered: "at its own size",
  distant: "at 3 px per module (a phone at arm's length)",
};

/** Refuses a design the proof could not read, or read other content in, naming the field to change. */
function refuse(refusal: ScanRefusal, design: QrDesign): never {
  if (refusal.because === "other_code") {
    throw QrbarError.field(
      design.logo ? "customization.logo" : "customization",
      "makes a code in which our scanner also reads other content than yours (a logo that holds a QR code of its own); a phone could open that instead: use a logo without a code in it",
    );
  }
  const { field, change } = blame(design);
  throw QrbarError.field(field, `makes a code our scanner cannot read ${REFUSED[refusal.at]}; ${change}`);
}

/** What the proof's contrast figures are judged against: the background, white when transparent. */
const backgroundOf = (design: QrDesign): Rgb => design.back ?? { r: 255, g: 255, b: 255 };

/** A scene as SVG, its logo in a format SVG renderers draw ({@link svgEmbeddableLogo}). */
async function writeSvg(scene: Scene): Promise<Buffer> {
  const layers = await Promise.all(
    scene.layers.map(async (layer) =>
      layer.kind === "logo" ? { ...layer, logo: await svgEmbeddableLogo(layer.logo) } : layer,
    ),
  );
  return Buffer.from(sceneSvg({ ...scene, layers }));
}

/**
 * How each format writes a scene: PNG encodes the raster (the very pixels the proof read; `raster` draws it
 * once), SVG and the vector formats write the scene's geometry.
 */
const SCENE_WRITERS: Record<FileFormat, (scene: Scene, raster: () => Promise<Canvas>) => Promise<Uint8Array>> = {
  PNG: async (_scene, raster) => encodeCanvasPng(await raster()),
  SVG: (scene) => writeSvg(scene),
  PDF: (scene) => sceneVector(scene, PDF_FORMAT),
  EPS: (scene) => sceneVector(scene, EPS_FORMAT),
};

/** The format a request asks for: the contract's image formats, and PDF and EPS. */
const formatOf = (custom: QrCustomization): FileFormat => (custom.format as FileFormat | undefined) ?? "PNG";

/**
 * Draws a styled QR code without proving it: for a caller that proves it otherwise (the bench
 * measures the drawing alone this way). Throws what `generateStyledQr` throws for a bad design.
 *
 * @example
 * ```ts
 * const svg = await renderStyledQr("https://example.com", { module_shape: "dots", format: "SVG" });
 * ```
 */
export async function renderStyledQr(payload: string, custom: QrCustomization): Promise<Uint8Array> {
  const { scene } = layoutStyled(payload, custom);
  return SCENE_WRITERS[formatOf(custom)](scene, () => rasteriseScene(scene));
}

/**
 * Draws a styled QR code (module shapes, eyes, gradients, transparency, logo, frame) of a built payload
 * and proves it scans before returning it: the pixels are decoded by the scanner's engine at their own
 * size and under a distant phone's degradations (`proveScannable`); a design that does not decode is
 * refused with a `VALIDATION_ERROR` naming the field to change. The result carries `scannability`.
 * `format` `"PDF"` or `"EPS"` writes the proven design as a vector file ({@link sceneVector}): the proof
 * reads the raster drawn from the same scene. `generateStyledQr` validates a request and calls this.
 *
 * @example
 * ```ts
 * const qr = await drawStyledQr("url", "https://example.com", { module_shape: "rounded", eye: { outer_shape: "rounded" } });
 * qr.scannability?.score; // 100
 * ```
 */
export async function drawStyledQr(
  type: string,
  payload: string,
  custom: QrCustomization,
  check?: SymbolCheck,
): Promise<GeneratedImage> {
  const { design, layout, scene, logoMax } = layoutStyled(payload, custom, check);
  const canvas = await rasteriseScene(scene);
  const proof = await proveScannable(canvas, payload, layout.modules.scale);
  if (proof.refusal) refuse(proof.refusal, design);
  const format = formatOf(custom);
  const modulePaint = scene.layers.find((l) => l.kind === "shapes" && l.id === "modules");
  const eyePaints = scene.layers.filter((l) => l.kind === "shapes" && l.id.startsWith("eye"));
  const colorsOf = (layer: (typeof scene.layers)[number] | undefined) =>
    layer && layer.kind === "shapes" ? paintColors(layer.paint) : [];
  // The module colour against the background: a gradient's stops are judged by the scannability proof alone.
  const warnings = redLightWarnings(design.fill, backgroundOf(design), "customization.fill_color");
  return {
    type,
    format,
    mimeType: MIME_TYPES[format],
    width: scene.width,
    height: scene.height,
    bytes: await SCENE_WRITERS[format](scene, async () => canvas),
    payload,
    scannability: scannability(
      proof,
      colorsOf(modulePaint),
      eyePaints.flatMap(colorsOf),
      backgroundOf(design),
      logoMax,
    ),
    ...(warnings.length && !custom.gradient ? { warnings } : {}),
  };
}
