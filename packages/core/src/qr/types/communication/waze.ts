import { WazeContentSchema } from "@qrbar/contract";
import { formatGeoPoint, parseGeoPoint } from "../../fields/geo-coordinates.js";
import { urlOnHost } from "../../fields/url-on-host.js";
import { defineQrType } from "../../qr-type.js";

/**
 * Directions in Waze (Waze deep links): `https://waze.com/ul?ll=<lat>,<lon>&navigate=yes`.
 *
 * @example
 * ```ts
 * waze.build({ latitude: 48.8584, longitude: 2.2945 }); // "https://waze.com/ul?ll=48.8584,2.2945&navigate=yes"
 * ```
 */
export const waze = defineQrType({
  key: "waze",
  label: "Waze directions",
  schema: WazeContentSchema,
  example: { latitude: 48.8584, longitude: 2.2945 },
  build: (c) => `https://waze.com/ul?ll=${formatGeoPoint(c)}&navigate=yes`,
  parse: (payload) => {
    const ll = urlOnHost(payload, ["waze.com", "www.waze.com"], ["/ul"])?.searchParams.get("ll");
    return ll ? parseGeoPoint(ll) : undefined;
  },
});
