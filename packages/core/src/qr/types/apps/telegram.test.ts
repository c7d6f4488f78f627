import { appTypeTests } from "../../../testing/app-type-tests.js";

appTypeTests(["telegram"], {
  payloads: [
    ["telegram", { username: "@durov" }, "https://t.me/durov"],
    ["telegram", { phone: "+1 (415) 555-0123" }, "https://t.me/+14155550123"],
  ],
  parses: [
    ["https://telegram.me/durov", "telegram", { username: "durov" }],
    ["https://t.me/+14155550123", "telegram", { phone: "+14155550123" }],
  ],
  refusals: [
    ["telegram", { username: "abc" }, "content.username", "4-32 letters"],
    ["telegram", { username: "1durov" }, "content.username", "starting with a letter"],
    ["telegram", { username: "du__rov" }, "content.username", "without two underscores in a row"],
    ["telegram", { username: "durov_" }, "content.username", "not ending with an underscore"],
    ["telegram", { username: "joinchat" }, "content.username", "must not be 'joinchat', which the platform reserves"],
    ["telegram", { username: "durov", phone: "+14155550123" }, "content", "takes only one of username, phone"],
    ["telegram", {}, "content", "needs one of username, phone"],
  ],
});
