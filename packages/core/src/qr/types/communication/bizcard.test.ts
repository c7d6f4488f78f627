import { describeQrType } from "../../../testing/qr-type-suite.js";

/** The record of ZXing's BizcardParsedResultTestCase. */
const ZXING_BIZCARD = {
  first_name: "Sean",
  last_name: "Owen",
  company: "Google",
  address: "123 Main St",
  mobile: "+12125551212",
  email: "srowen@example.org",
};

describeQrType("bizcard", {
  payloads: [
    // That record written with the closing ";;"
    [ZXING_BIZCARD, "BIZCARD:N:Sean;X:Owen;C:Google;A:123 Main St;M:+12125551212;E:srowen@example.org;;"],
  ],
  parses: [["BIZCARD:N:Sean;X:Owen;C:Google;A:123 Main St;M:+12125551212;E:srowen@example.org;", ZXING_BIZCARD]],
  refusals: [
    [{ title: "CEO" }, "content.last_name", "or content.first_name or content.company is required"],
    [{ company: "X", fax: "0800" }, "content.fax", "must be a phone number"],
  ],
});
