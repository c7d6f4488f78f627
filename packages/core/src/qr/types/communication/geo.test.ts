import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("geo", {
  payloads: [
    // RFC 5870
    [{ latitude: -33.8568, longitude: 151.2153, altitude: 58, uncertainty: 25 }, "geo:-33.8568,151.2153,58;u=25"],
    [{ latitude: 1e-7, longitude: -0.0000005 }, "geo:0.0000001,-0.0000005"],
    [{ latitude: 90, longitude: -180 }, "geo:90,-180"],
  ],
  parses: [
    ["geo:37.786971,-122.399677;crs=wgs84;u=35", { latitude: 37.786971, longitude: -122.399677, uncertainty: 35 }],
    ["GEO:-0.0,0", { latitude: 0, longitude: 0 }],
  ],
  refusals: [
    [{ latitude: 91, longitude: 0 }, "content.latitude", "must be at most 90"],
    [{ latitude: 0, longitude: -181 }, "content.longitude", "must be at least -180"],
    [{ latitude: "48.8", longitude: 2 }, "content.latitude", "must be a number"],
    [{ latitude: 0, longitude: 0, uncertainty: -1 }, "content.uncertainty", "must be at least 0"],
  ],
});
