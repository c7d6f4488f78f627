import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("app_store_ios", {
  payloads: [
    [{ app_id: "310633997" }, "https://apps.apple.com/app/id310633997"],
    [{ app_id: "1234567890", country: "GB" }, "https://apps.apple.com/gb/app/id1234567890"],
  ],
  parses: [
    ["https://apps.apple.com/us/app/whatsapp-messenger/id310633997", { app_id: "310633997", country: "us" }],
    ["https://apps.apple.com/app/id310633997?platform=iphone", { app_id: "310633997" }],
    ["https://itunes.apple.com/de/app/id310633997?mt=8", { app_id: "310633997", country: "de" }],
  ],
  refusals: [
    [{ app_id: "whatsapp" }, "content.app_id", "must be an App Store app ID: 6-12 digits"],
    [{ app_id: "310633997", country: "uk" }, "content.country", "'uk' is not an assigned code"],
    [{ app_id: "310633997", country: "usa" }, "content.country", "two-letter ISO 3166-1"],
  ],
});
