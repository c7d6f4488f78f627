import { QrbarError } from "../../errors/qrbar-error.js";
import { formatPlainDecimal } from "./plain-decimal.js";

/** A point on the WGS 84 ellipsoid, in decimal degrees. */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** A decimal number as RFC 5870 writes it: optional minus, digits, optional fraction. */
export const PLAIN_DECIMAL_PATTERN = "-?\\d+(?:\\.\\d+)?";

const PAIR = new RegExp(`^(${PLAIN_DECIMAL_PATTERN}),(${PLAIN_DECIMAL_PATTERN})$`);

/**
 * Writes `latitude,longitude` in plain decimals, the form `geo:` URIs and map links share.
 *
 * @example
 * ```ts
 * formatGeoPoint({ latitude: 48.8584, longitude: 2.2945 }); // "48.8584,2.2945"
 * ```
 */
export function formatGeoPoint({ latitude, longitude }: GeoPoint): string {
  return `${formatPlainDecimal(latitude)},${formatPlainDecimal(longitude)}`;
}

/**
 * Reads `latitude,longitude` (plain decimals, in range), or returns `undefined`.
 *
 * @example
 * ```ts
 * parseGeoPoint("48.8584,2.2945"); // { latitude: 48.8584, longitude: 2.2945 }
 * parseGeoPoint("91,0"); // undefined
 * ```
 */
export function parseGeoPoint(text: string): GeoPoint | undefined {
  const match = PAIR.exec(text);
  if (!match) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude: latitude || 0, longitude: longitude || 0 };
}

/**
 * The point of a content whose `latitude` and `longitude` are optional but go together: `undefined`
 * when both are absent, a `VALIDATION_ERROR` naming the missing one when only one is given.
 *
 * @example
 * ```ts
 * optionalGeoPoint({ latitude: 48.8584 }); // throws "content.longitude is required with content.latitude"
 * ```
 */
export function optionalGeoPoint(content: { latitude?: number; longitude?: number }): GeoPoint | undefined {
  const { latitude, longitude } = content;
  if (latitude === undefined && longitude === undefined) return undefined;
  if (longitude === undefined) throw QrbarError.field("content.longitude", "is required with content.latitude");
  if (latitude === undefined) throw QrbarError.field("content.latitude", "is required with content.longitude");
  return { latitude, longitude };
}
