import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("play_store", {
  payloads: [
    [
      { package_name: "org.mozilla.firefox_beta" },
      "https://play.google.com/store/apps/details?id=org.mozilla.firefox_beta",
    ],
  ],
  parses: [
    ["https://play.google.com/store/apps/details?id=com.whatsapp&hl=en_US&gl=US", { package_name: "com.whatsapp" }],
    ["market://details?id=com.whatsapp", { package_name: "com.whatsapp" }],
  ],
  refusals: [
    [{ package_name: "whatsapp" }, "content.package_name", "at least two dot-separated segments"],
    [{ package_name: "com.1password" }, "content.package_name", "each starting with a letter"],
    [{ package_name: "com..app" }, "content.package_name", "must be an Android package name"],
    [{ package_name: "com.my-app" }, "content.package_name", "must be an Android package name"],
  ],
});
