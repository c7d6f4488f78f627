import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("whatsapp", {
  payloads: [
    [{ phone: "+44 20 7946 0958" }, "https://wa.me/442079460958"],
    [{ text: "Hi there" }, "https://wa.me/?text=Hi%20there"],
    [
      { phone: "+4915112345678", text: "Line 1\nLine 2 ☕ & (more)" },
      "https://wa.me/4915112345678?text=Line%201%0ALine%202%20%E2%98%95%20%26%20%28more%29",
    ],
  ],
  parses: [
    ["https://api.whatsapp.com/send?phone=14155550123&text=Hi%20there", { phone: "+14155550123", text: "Hi there" }],
    ["https://wa.me/14155550123/", { phone: "+14155550123" }],
    ["https://wa.me/?text=1%2B1%3D2", { text: "1+1=2" }],
  ],
  refusals: [
    [{}, "content", "needs a phone, a text or both"],
    [{ phone: "0170 1234567" }, "content.phone", "international form"],
    [{ phone: "+1234567890123456" }, "content.phone", "at most 15 digits"],
    [{ text: "broken \ud800 surrogate" }, "content.text", "lone surrogate"],
  ],
});
