import { appTypeTests } from "../../../testing/app-type-tests.js";

appTypeTests(["skype"], {
  payloads: [
    ["skype", { user: "live:.cid.1a2b3c4d5e6f7a8b", action: "chat" }, "skype:live:.cid.1a2b3c4d5e6f7a8b?chat"],
    ["skype", { user: "echo123" }, "skype:echo123"],
  ],
  parses: [
    ["SKYPE:echo123", "skype", { user: "echo123" }],
    ["skype:echo123?userinfo", "skype", { user: "echo123", action: "userinfo" }],
  ],
  refusals: [
    ["skype", { user: "ab" }, "content.user", "must be a Skype Name (6-32 characters"],
    ["skype", { user: "echo123", action: "video" }, "content.action", "must be one of call, chat, add, userinfo"],
  ],
});
