import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("google_maps", {
  payloads: [
    // Google Maps URLs documentation examples
    [
      { latitude: 47.5951518, longitude: -122.3316393 },
      "https://www.google.com/maps/search/?api=1&query=47.5951518%2C-122.3316393",
    ],
    [
      { query: "Google", place_id: "ChIJN1t_tDeuEmsRUsoyG83frY4" },
      "https://www.google.com/maps/search/?api=1&query=Google&query_place_id=ChIJN1t_tDeuEmsRUsoyG83frY4",
    ],
    [
      { query: "Pike Place Market, Seattle" },
      "https://www.google.com/maps/search/?api=1&query=Pike%20Place%20Market%2C%20Seattle",
    ],
  ],
  parses: [["https://www.google.com/maps/search/?api=1&query=Eiffel+Tower", { query: "Eiffel Tower" }]],
  refusals: [
    [{}, "content.query", "is required unless latitude and longitude are given"],
    [{ latitude: 1 }, "content.longitude", "is required with content.latitude"],
    [{ longitude: 1, query: "x" }, "content.latitude", "is required with content.longitude"],
    [{ latitude: 1, longitude: 2, query: "x" }, "content.query", "cannot be combined with latitude and longitude"],
    [{ query: "x", place_id: "a b" }, "content.place_id", "must be a Google place ID"],
  ],
});
