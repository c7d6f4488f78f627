import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("telegram", {
  payloads: [
    [{ username: "@durov" }, "https://t.me/durov"],
    [{ phone: "+1 (415) 555-0123" }, "https://t.me/+14155550123"],
  ],
  parses: [
    ["https://telegram.me/durov", { username: "durov" }],
    ["https://t.me/+14155550123", { phone: "+14155550123" }],
  ],
  refusals: [
    [{ username: "abc" }, "content.username", "4-32 letters"],
    [{ username: "1durov" }, "content.username", "starting with a letter"],
    [{ username: "du__rov" }, "content.username", "without two underscores in a row"],
    [{ username: "durov_" }, "content.username", "not ending with an underscore"],
    [{ username: "joinchat" }, "content.username", "must not be 'joinchat', which the platform reserves"],
    [{ username: "durov", phone: "+14155550123" }, "content", "takes only one of username, phone"],
    [{}, "content", "needs one of username, phone"],
  ],
});
