import { GeoContentSchema } from "@qrbar/contract";
import { definedFields } from "../../fields/defined-fields.js";
import { formatGeoPoint, PLAIN_DECIMAL_PATTERN, parseGeoPoint } from "../../fields/geo-coordinates.js";
import { formatPlainDecimal } from "../../fields/plain-decimal.js";
import { defineQrType } from "../../qr-type.js";

const NUMBER = `(${PLAIN_DECIMAL_PATTERN})`;
const GEO_URI = new RegExp(`^geo:${NUMBER},${NUMBER}(?:,${NUMBER})?((?:;[A-Za-z0-9-]+(?:=[^;?#]*)?)*)$`, "i");

/**
 * A place as an RFC 5870 `geo:` URI: `geo:<lat>,<lon>[,<alt>][;u=<uncertainty>]`, WGS 84, plain
 * decimals (never exponent notation).
 *
 * @example
 * ```ts
 * geo.build({ latitude: 48.8584, longitude: 2.2945, altitude: 330 }); // "geo:48.8584,2.2945,330"
 * ```
 */
export const geo = defineQrType({
  key: "geo",
  label: "Geographic location",
  schema: GeoContentSchema,
  example: { latitude: 48.8584, longitude: 2.2945 },
  build: (c) =>
    `geo:${formatGeoPoint(c)}${c.altitude === undefined ? "" : `,${formatPlainDecimal(c.altitude)}`}${
      c.uncertainty === undefined ? "" : `;u=${formatPlainDecimal(c.uncertainty)}`
    }`,
  parse: (payload) => {
    const match = GEO_URI.exec(payload);
    if (!match) return undefined;
    const [, lat, lon, alt, paramText = ""] = match;
    const params = new Map(
      [...paramText.matchAll(/;([A-Za-z0-9-]+)(?:=([^;]*))?/g)].map((p) => [
        (p[1] as string).toLowerCase(),
        p[2] ?? "",
      ]),
    );
    const crs = params.get("crs");
    const uncertainty = params.get("u");
    if (crs !== undefined && crs.toLowerCase() !== "wgs84") return undefined;
    if (uncertainty !== undefined && !/^\d+(?:\.\d+)?$/.test(uncertainty)) return undefined;
    const point = parseGeoPoint(`${lat},${lon}`);
    if (!point) return undefined;
    return definedFields({
      ...point,
      altitude: alt === undefined ? undefined : Number(alt) || 0,
      uncertainty: uncertainty === undefined ? undefined : Number(uncertainty),
    });
  },
});
