import type { EyeShape, Gradient, ModuleShape, QrCustomization } from "@qrbar/contract";
import { parseColor } from "../color/cmyk-color.js";
import { contrastRatio, type Rgb, relativeLuminance, toHexColor } from "../color/hex-color.js";
import { QrbarError } from "../errors/qrbar-error.js";
import { unsupportedCharacter } from "../label/label-fonts.js";
import { type LogoSource, readLogo } from "./logo-source.js";

/** Lowest WCAG contrast a colour of a styled design may have against the background. */
export const MIN_DESIGN_CONTRAST = 3;

/** Background assumed for contrast when the code's own is transparent: the paper or screen it lands on. */
const ASSUMED_BACKGROUND: Rgb = { r: 255, g: 255, b: 255 };

/** A styled design with every default applied and colours parsed. */
export interface QrDesign {
  readonly moduleShape: ModuleShape;
  readonly fill: Rgb;
  readonly gradient: Gradient | undefined;
  /** `undefined`: transparent. */
  readonly back: Rgb | undefined;
  readonly eye: {
    readonly outerShape: EyeShape;
    readonly innerShape: EyeShape;
    readonly outerColor: Rgb;
    readonly innerColor: Rgb;
    readonly gradient: Gradient | undefined;
  };
  readonly logo: LogoSource | undefined;
  /** Requested logo_size, or `undefined` for the default. */
  readonly logoSize: number | undefined;
  readonly frame: { readonly text: string; readonly position: "top" | "bottom"; readonly color: Rgb } | undefined;
}

/** Refuses a colour too close to the background, naming the field and the ratio. */
function checkContrast(field: string, what: string, color: Rgb, back: Rgb): void {
  const ratio = contrastRatio(color, back);
  if (ratio < MIN_DESIGN_CONTRAST) {
    throw QrbarError.field(
      field,
      `${what} ${toHexColor(color)} against ${toHexColor(back)} has contrast ${ratio.toFixed(1)}:1; a styled code needs at least ${MIN_DESIGN_CONTRAST}:1 (darken it or lighten the background)`,
    );
  }
}

/**
 * Refuses a colour of the code itself (modules, eyes) lighter than the background, then checks its
 * contrast: ZBar and zxing-cpp 1.4 (Debian's `zbarimg` and `ZXingReader`) read none of 10
 * light-on-dark codes, so a proof that read them inverted would prove a code many scanners cannot read.
 */
function checkCodeColour(field: string, what: string, color: Rgb, back: Rgb): void {
  if (relativeLuminance(color) > relativeLuminance(back)) {
    throw QrbarError.field(
      field,
      `${what} ${toHexColor(color)} is lighter than the background ${toHexColor(back)}; many scanners (ZBar, ZXing-based apps) read only dark modules on a light background: use a colour darker than the background`,
    );
  }
  checkContrast(field, what, color, back);
}

/** Checks every stop of a gradient against the background. */
function checkGradient(field: string, gradient: Gradient | undefined, back: Rgb): void {
  if (!gradient) return;
  let previous = -1;
  gradient.stops.forEach((stop, i) => {
    if (stop.offset < previous)
      throw QrbarError.field(`${field}.stops.${i}.offset`, "must not be below the previous stop's offset");
    previous = stop.offset;
    checkCodeColour(`${field}.stops.${i}.color`, "gradient stop", parseColor(stop.color), back);
  });
}

/**
 * Applies a styled design's defaults to validated customization and checks what can be judged
 * before drawing: every module and eye colour and gradient stop at least {@link MIN_DESIGN_CONTRAST}
 * against the background (white when it is transparent), and the logo (format, size cap, SVG safety).
 *
 * @example
 * ```ts
 * resolveDesign({ module_shape: "dots", eye: { outer_shape: "rounded" } }).eye.innerShape; // "square"
 * ```
 */
export function resolveDesign(custom: QrCustomization): QrDesign {
  const back = custom.back_color === "transparent" ? undefined : parseColor(custom.back_color ?? "#FFFFFF");
  const judgedOn = back ?? ASSUMED_BACKGROUND;
  const fill = parseColor(custom.fill_color ?? "#000000");
  const eye = custom.eye ?? {};
  const outerColor = eye.outer_color ? parseColor(eye.outer_color) : fill;
  const innerColor = eye.inner_color ? parseColor(eye.inner_color) : fill;
  if (!custom.gradient) checkCodeColour("customization.fill_color", "module colour", fill, judgedOn);
  checkGradient("customization.gradient", custom.gradient, judgedOn);
  if (!eye.gradient) {
    checkCodeColour("customization.eye.outer_color", "eye colour", outerColor, judgedOn);
    checkCodeColour("customization.eye.inner_color", "eye colour", innerColor, judgedOn);
  }
  checkGradient("customization.eye.gradient", eye.gradient, judgedOn);
  const frame = custom.frame;
  const frameColor = frame?.color ? parseColor(frame.color) : fill;
  if (frame) {
    // The frame is not part of the code: only its caption, in the background colour, must stand out.
    checkContrast("customization.frame.color", "frame colour", frameColor, judgedOn);
    const missing = unsupportedCharacter(frame.text);
    if (missing)
      throw QrbarError.field(
        "customization.frame.text",
        `has "${missing}", which the shipped fonts (Noto Sans, Noto Sans JP) do not draw`,
      );
  }
  if (custom.logo_size !== undefined && custom.logo === undefined) {
    throw QrbarError.field("customization.logo_size", "needs a logo; give customization.logo too");
  }
  const outerShape = eye.outer_shape ?? "square";
  if (outerShape === "dot" && eye.inner_shape === "square") {
    throw QrbarError.field(
      "customization.eye.inner_shape",
      "square inside a dot ring is a finder that ZXing-based scanners do not find (zxing-cpp 1.4 read 3 of 12 codes): use rounded or dot, or leave it out",
    );
  }
  return {
    moduleShape: custom.module_shape ?? "square",
    fill,
    gradient: custom.gradient,
    back,
    eye: {
      outerShape,
      // Inside a dot ring a square centre is refused above: the centre follows the ring unless given.
      innerShape: eye.inner_shape ?? (outerShape === "dot" ? "dot" : "square"),
      outerColor,
      innerColor,
      gradient: eye.gradient,
    },
    logo: custom.logo === undefined ? undefined : readLogo(custom.logo),
    logoSize: custom.logo_size,
    frame: frame && {
      text: frame.text,
      position: frame.position ?? "bottom",
      color: frameColor,
    },
  };
}
