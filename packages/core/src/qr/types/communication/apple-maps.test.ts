import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("apple_maps", {
  payloads: [
    // Apple Map Links
    [{ query: "Mexican Restaurant" }, "https://maps.apple.com/?q=Mexican%20Restaurant"],
    [{ latitude: 50.894967, longitude: 4.341626 }, "https://maps.apple.com/?ll=50.894967,4.341626"],
  ],
  parses: [
    ["http://maps.apple.com/?q=Mexican+Restaurant&sll=50.894967,4.341626&z=10&t=s", { query: "Mexican Restaurant" }],
  ],
  refusals: [[{ query: "" }, "content.query", "is required unless latitude and longitude are given"]],
});
