import { type BwipOptions, rawMatrix } from "./bwip-js.js";

/**
 * The first value of option `name` with which BWIPP encodes `options`, for symbologies that need a
 * size chosen up front (rMQR). When none fits, BWIPP's error for the largest is thrown.
 *
 * @example
 * ```ts
 * firstEncodable({ bcid: "rectangularmicroqrcode", text: "1234" }, "version", ["R7x43", "R7x59"]); // "R7x43"
 * ```
 */
export function firstEncodable(options: BwipOptions, name: string, values: readonly string[]): string {
  let failure: unknown;
  for (const value of values) {
    try {
      rawMatrix({ ...options, [name]: value });
      return value;
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}
