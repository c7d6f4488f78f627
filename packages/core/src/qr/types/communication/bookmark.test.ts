import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("bookmark", {
  payloads: [
    // DoCoMo MEBKM: the colon of the scheme is escaped like any other
    [{ url: "example.com/a;b" }, "MEBKM:URL:https\\://example.com/a\\;b;;"],
  ],
  parses: [
    ["MEBKM:TITLE:docomo;URL:http\\://www.nttdocomo.co.jp;;", { url: "http://www.nttdocomo.co.jp", title: "docomo" }],
  ],
  refusals: [[{ url: "javascript:alert(1)" }, "content.url", "must be a web address"]],
});
