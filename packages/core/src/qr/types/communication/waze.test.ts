import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("waze", {
  payloads: [
    // Waze deep links
    [{ latitude: 40.758895, longitude: -73.985131 }, "https://waze.com/ul?ll=40.758895,-73.985131&navigate=yes"],
  ],
  parses: [
    [
      "https://www.waze.com/ul?ll=40.75889500,-73.98513100&navigate=yes&zoom=17",
      { latitude: 40.758895, longitude: -73.985131 },
    ],
  ],
  refusals: [[{ latitude: 10 }, "content.longitude", "is required"]],
});
