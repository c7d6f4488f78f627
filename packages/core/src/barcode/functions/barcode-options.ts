// generated from BarcodeCustomizationSchema (packages/contract/src/barcode.ts): descriptions become TSDoc,
// snake_case fields camelCase. `format` is the function's choice (barcodeSvg or barcodePng), not an option.

/** Options of `barcodeSvg`: every field optional, each with the default the HTTP API has. */
export interface BarcodeSvgOptions {
  /**
   * Image width in pixels; the image is exactly width x height. A whole number from 32 to 4096.
   * @defaultValue 400
   */
  readonly width?: number;
  /**
   * Image height in pixels. Linear bars fill it, less the human-readable text. A whole number from 16 to 4096.
   * @defaultValue 200
   */
  readonly height?: number;
  /**
   * Colour of the bars (dark modules) and the text. #RRGGBB or #RGB, case-insensitive.
   * @defaultValue "#000000"
   */
  readonly barColor?: string;
  /**
   * Background and quiet-zone colour. #RRGGBB or #RGB, case-insensitive.
   * @defaultValue "#FFFFFF"
   */
  readonly backgroundColor?: string;
  /**
   * Draw the human-readable text of linear symbologies (2D symbols have none).
   * @defaultValue true
   */
  readonly showText?: boolean;
}

/** Options of `barcodePng`: every field optional, each with the default the HTTP API has. */
export interface BarcodePngOptions {
  /**
   * Image width in pixels; the image is exactly width x height. A whole number from 32 to 4096.
   * @defaultValue 400
   */
  readonly width?: number;
  /**
   * Image height in pixels. Linear bars fill it, less the human-readable text. A whole number from 16 to 4096.
   * @defaultValue 200
   */
  readonly height?: number;
  /**
   * Colour of the bars (dark modules) and the text. #RRGGBB or #RGB, case-insensitive.
   * @defaultValue "#000000"
   */
  readonly barColor?: string;
  /**
   * Background and quiet-zone colour. #RRGGBB or #RGB, case-insensitive.
   * @defaultValue "#FFFFFF"
   */
  readonly backgroundColor?: string;
  /**
   * Draw the human-readable text of linear symbologies (2D symbols have none).
   * @defaultValue true
   */
  readonly showText?: boolean;
}
