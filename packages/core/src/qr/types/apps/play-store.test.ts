import { appTypeTests } from "../../../testing/app-type-tests.js";

appTypeTests(["play_store"], {
  payloads: [
    [
      "play_store",
      { package_name: "org.mozilla.firefox_beta" },
      "https://play.google.com/store/apps/details?id=org.mozilla.firefox_beta",
    ],
  ],
  parses: [
    [
      "https://play.google.com/store/apps/details?id=com.whatsapp&hl=en_US&gl=US",
      "play_store",
      { package_name: "com.whatsapp" },
    ],
    ["market://details?id=com.whatsapp", "play_store", { package_name: "com.whatsapp" }],
  ],
  refusals: [
    ["play_store", { package_name: "whatsapp" }, "content.package_name", "at least two dot-separated segments"],
    ["play_store", { package_name: "com.1password" }, "content.package_name", "each starting with a letter"],
    ["play_store", { package_name: "com..app" }, "content.package_name", "must be an Android package name"],
    ["play_store", { package_name: "com.my-app" }, "content.package_name", "must be an Android package name"],
  ],
});
