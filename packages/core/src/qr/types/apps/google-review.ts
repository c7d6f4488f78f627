import { LINK_HANDLES } from "@qrbar/contract";
import { handleTarget } from "./handle-target.js";
import { defineLinkType } from "./link-type.js";
import { queryParam } from "./web-link.js";

/**
 * Google's "write a review" page of a place: `https://search.google.com/local/writereview?placeid=<place ID>`
 * (the link the Google Places API documentation gives for review requests).
 *
 * @example
 * ```ts
 * googleReview.parse?.("https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4");
 * // { place_id: "ChIJN1t_tDeuEmsRUsoyG83frY4" }
 * ```
 */
export const googleReview = defineLinkType({
  key: "google_review",
  label: "Google review",
  hosts: /^search\.google\.com$/,
  targets: [
    handleTarget({
      field: "place_id",
      handle: LINK_HANDLES.google_review.place_id,
      base: "https://search.google.com/local/writereview?placeid=",
      from: (url) => (url.pathname === "/local/writereview" ? queryParam(url, "placeid") : undefined),
    }),
  ],
  example: { place_id: "ChIJN1t_tDeuEmsRUsoyG83frY4" },
});
