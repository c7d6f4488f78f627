import type { Static, TLiteral, TUnion } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";
import { ColorSchema } from "./color.js";

/** Shapes a data module can take. `rounded` joins neighbours into one rounded outline. */
export const MODULE_SHAPES = [
  "square",
  "dots",
  "rounded",
  "extra-rounded",
  "classy",
  "vertical-bars",
  "horizontal-bars",
] as const;

/** One of {@link MODULE_SHAPES}. */
export type ModuleShape = (typeof MODULE_SHAPES)[number];

/** Shapes of the finder pattern's outer ring and of its inner square. */
export const EYE_SHAPES = ["square", "rounded", "dot"] as const;

/** One of {@link EYE_SHAPES}. */
export type EyeShape = (typeof EYE_SHAPES)[number];

/** Gradient kinds: `linear` along `angle`, `radial` from the centre outwards. */
export const GRADIENT_TYPES = ["linear", "radial"] as const;

/** Where a frame's caption sits. */
export const FRAME_POSITIONS = ["bottom", "top"] as const;

/** Limits of a design: logo bytes, logo fraction, caption length. */
export const QR_DESIGN_LIMITS = {
  /** Largest logo file, decoded from its data URL (256 KiB). */
  logoBytes: 256 * 1024,
  /** Default `logo_size` when a logo is given without one (capped by what the symbol can lose). */
  logoSize: { default: 0.2, min: 0.05, max: 0.4 },
  captionLength: 40,
} as const;

const literalsOf = <T extends readonly string[]>(values: T, description: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { description, errorMessage: `must be one of ${values.join(", ")}` },
  ) as unknown as TUnion<TLiteral<T[number]>[]>;

const OffsetSchema = Type.Number({ minimum: 0, maximum: 1, description: "Position along the gradient, 0 to 1." });

/**
 * Schema of a gradient: linear (at `angle` degrees, 0 = left to right, 90 = top to bottom) or radial
 * (centre to corners), with 2 to 4 colour stops.
 *
 * @example
 * ```json
 * {"type": "linear", "angle": 45, "stops": [{"offset": 0, "color": "#1A237E"}, {"offset": 1, "color": "#00897B"}]}
 * ```
 */
export const GradientSchema = Type.Object(
  {
    type: literalsOf(GRADIENT_TYPES, "linear or radial."),
    angle: Type.Optional(
      Type.Number({ minimum: -360, maximum: 360, default: 0, description: "Degrees, linear only; 0 = left to right." }),
    ),
    stops: Type.Array(Type.Object({ offset: OffsetSchema, color: ColorSchema("#000000", "Stop colour.") }), {
      minItems: 2,
      maxItems: 4,
      description: "2 to 4 colour stops, offsets ascending.",
    }),
  },
  { additionalProperties: false, description: "A colour gradient." },
);

/** A gradient as sent. */
export type Gradient = Static<typeof GradientSchema>;

/**
 * Schema of the finder patterns' ("eyes'") style: the outer ring and the inner square apart, each
 * with a shape, a colour and optionally a gradient. Unset colours follow `fill_color`.
 *
 * @example
 * ```json
 * {"outer_shape": "rounded", "inner_shape": "dot", "outer_color": "#1A237E", "inner_color": "#E65100"}
 * ```
 */
export const EyeStyleSchema = Type.Object(
  {
    outer_shape: Type.Optional(literalsOf(EYE_SHAPES, "Shape of the 7 x 7 ring.")),
    inner_shape: Type.Optional(
      literalsOf(
        EYE_SHAPES,
        "Shape of the 3 x 3 centre (default square; dot inside a dot ring, where square is refused).",
      ),
    ),
    outer_color: Type.Optional(ColorSchema("#000000", "Colour of the ring (default fill_color).")),
    inner_color: Type.Optional(ColorSchema("#000000", "Colour of the centre (default fill_color).")),
    gradient: Type.Optional(GradientSchema),
  },
  { additionalProperties: false, description: "Finder pattern style." },
);

/** Eye style as sent. */
export type EyeStyle = Static<typeof EyeStyleSchema>;

/**
 * Schema of the frame: a rounded border around the code with a caption above or below, in the
 * shipped Noto Sans fonts. The whole image stays `size` x `size`.
 *
 * @example
 * ```json
 * {"text": "Scan me", "position": "bottom", "color": "#1A237E"}
 * ```
 */
export const FrameSchema = Type.Object(
  {
    text: Type.String({
      minLength: 1,
      maxLength: QR_DESIGN_LIMITS.captionLength,
      description: "Caption, one line.",
    }),
    position: Type.Optional(literalsOf(FRAME_POSITIONS, "Caption below (default) or above the code.")),
    color: Type.Optional(ColorSchema("#000000", "Border and caption band colour (default fill_color).")),
  },
  { additionalProperties: false, description: "A border with a caption." },
);

/** Frame as sent. */
export type Frame = Static<typeof FrameSchema>;

/** Design fields of `customization` (additive to the spec's five). */
export const qrDesignFields = {
  module_shape: Type.Optional(literalsOf(MODULE_SHAPES, "Shape of the data modules (default square).")),
  eye: Type.Optional(EyeStyleSchema),
  gradient: Type.Optional(GradientSchema),
  logo: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 1024 * 1024,
      description:
        "Centre image as a data URL (PNG, JPEG, WebP or SVG), at most 256 KiB decoded. Raises error_correction to H unless it is set.",
    }),
  ),
  logo_size: Type.Optional(
    Type.Number({
      minimum: QR_DESIGN_LIMITS.logoSize.min,
      maximum: QR_DESIGN_LIMITS.logoSize.max,
      description: "Logo width as a fraction of the symbol's width (default 0.2, or the largest safe).",
    }),
  ),
  frame: Type.Optional(FrameSchema),
};

/** Field names that make a request styled (a background of `transparent` does too). */
export const QR_DESIGN_FIELDS = Object.keys(qrDesignFields) as ReadonlyArray<keyof typeof qrDesignFields>;

/** A degradation the scannability proof decodes the code under. */
export const SCAN_DEGRADATIONS = ["as_rendered", "distant", "far", "blurred", "low_contrast", "jpeg", "phone"] as const;

/**
 * Schema of the proof that a styled code scans: a score, the degradations it survived, and the WCAG
 * contrast ratios of its modules and eyes against the background (the lowest of their colours).
 *
 * @example
 * ```json
 * {"score": 92, "survived": ["as_rendered", "distant", "far", "blurred", "low_contrast", "jpeg", "phone"], "failed": [],
 *  "module_contrast": 15.3, "eye_contrast": 12.6}
 * ```
 */
export const ScannabilitySchema = Type.Object(
  {
    score: Type.Integer({ minimum: 0, maximum: 100, description: "0 to 100: degradations survived and contrast." }),
    survived: Type.Array(Type.String(), { description: `Degradations decoded, of ${SCAN_DEGRADATIONS.join(", ")}.` }),
    failed: Type.Array(Type.String(), { description: "Degradations not decoded." }),
    module_contrast: Type.Number({
      description: "Lowest WCAG contrast ratio of a module colour against the background.",
    }),
    eye_contrast: Type.Number({ description: "Lowest WCAG contrast ratio of an eye colour against the background." }),
    logo_max_size: Type.Optional(
      Type.Number({ description: "Largest safe logo_size for this symbol (present when a logo is drawn)." }),
    ),
  },
  { description: "Proof that a styled code scans (only on styled codes)." },
);

/** The proof that a styled code scans. */
export type Scannability = Static<typeof ScannabilitySchema>;
