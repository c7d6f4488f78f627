import { AppleMapsContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { definedFields } from "../../fields/defined-fields.js";
import { formatGeoPoint, optionalGeoPoint, parseGeoPoint } from "../../fields/geo-coordinates.js";
import { urlOnHost } from "../../fields/url-on-host.js";
import { defineQrType } from "../../qr-type.js";

/**
 * An Apple Maps link (Apple Map Links): `https://maps.apple.com/?ll=<lat>,<lon>&q=<label>`. With
 * coordinates `q` labels the pin; alone it is a search. Opens Maps on Apple devices, the web
 * elsewhere.
 *
 * @example
 * ```ts
 * appleMaps.build({ latitude: 48.8584, longitude: 2.2945, query: "Eiffel Tower" });
 * // "https://maps.apple.com/?ll=48.8584,2.2945&q=Eiffel%20Tower"
 * ```
 */
export const appleMaps = defineQrType({
  key: "apple_maps",
  label: "Apple Maps location",
  schema: AppleMapsContentSchema,
  example: { latitude: 48.8584, longitude: 2.2945, query: "Eiffel Tower" },
  build: (c) => {
    const point = optionalGeoPoint(c);
    if (!point && !c.query)
      throw QrbarError.field("content.query", "is required unless latitude and longitude are given");
    const params = [point && `ll=${formatGeoPoint(point)}`, c.query && `q=${encodeURIComponent(c.query)}`];
    return `https://maps.apple.com/?${params.filter(Boolean).join("&")}`;
  },
  parse: (payload) => {
    const url = urlOnHost(payload, ["maps.apple.com"], ["/"]);
    const ll = url?.searchParams.get("ll");
    const point = ll ? parseGeoPoint(ll) : undefined;
    const query = url?.searchParams.get("q") || undefined;
    if (!url || (ll && !point) || (!point && !query)) return undefined;
    return definedFields({ ...point, query });
  },
});
