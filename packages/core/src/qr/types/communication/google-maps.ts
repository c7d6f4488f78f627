import { GoogleMapsContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { definedFields } from "../../fields/defined-fields.js";
import { formatGeoPoint, optionalGeoPoint, parseGeoPoint } from "../../fields/geo-coordinates.js";
import { urlOnHost } from "../../fields/url-on-host.js";
import { defineQrType } from "../../qr-type.js";

/**
 * A Google Maps search in the cross-platform Maps URLs form
 * (`https://www.google.com/maps/search/?api=1&query=<lat>%2C<lon>` or `&query=<text>`, optional
 * `&query_place_id=`), which opens the Google Maps app or the browser.
 *
 * @example
 * ```ts
 * googleMaps.build({ query: "Eiffel Tower" }); // "https://www.google.com/maps/search/?api=1&query=Eiffel%20Tower"
 * ```
 */
export const googleMaps = defineQrType({
  key: "google_maps",
  label: "Google Maps location",
  schema: GoogleMapsContentSchema,
  example: { latitude: 48.8584, longitude: 2.2945 },
  build: (c) => {
    const point = optionalGeoPoint(c);
    if (point && c.query) throw QrbarError.field("content.query", "cannot be combined with latitude and longitude");
    const query = point ? formatGeoPoint(point) : c.query;
    if (!query) throw QrbarError.field("content.query", "is required unless latitude and longitude are given");
    const placeId = c.place_id ? `&query_place_id=${c.place_id}` : "";
    return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}${placeId}`;
  },
  parse: (payload) => {
    const url = urlOnHost(payload, ["www.google.com", "google.com"], ["/maps/search/", "/maps/search"]);
    const query = url?.searchParams.get("query");
    if (url?.searchParams.get("api") !== "1" || !query) return undefined;
    const point = parseGeoPoint(query);
    return definedFields({
      ...point,
      query: point ? undefined : query,
      place_id: url.searchParams.get("query_place_id") || undefined,
    });
  },
});
