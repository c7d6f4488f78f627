import * as Type from "@sinclair/typebox";

/** Pattern of an accepted colour: `#RRGGBB` or `#RGB`, any case. */
export const HEX_COLOR_PATTERN = "^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$";

/**
 * Schema of a hex colour string.
 *
 * @example
 * ```ts
 * const Fill = HexColorSchema("#000000", "Colour of the dark modules.");
 * ```
 */
export const HexColorSchema = (defaultValue: string, description: string) =>
  Type.String({
    pattern: HEX_COLOR_PATTERN,
    default: defaultValue,
    description: `${description} #RRGGBB or #RGB, case-insensitive.`,
    examples: [defaultValue],
    errorMessage: "must be a hex colour such as #1A2B3C or #FFF",
  });
