import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("skype", {
  payloads: [
    [{ user: "live:.cid.1a2b3c4d5e6f7a8b", action: "chat" }, "skype:live:.cid.1a2b3c4d5e6f7a8b?chat"],
    [{ user: "echo123" }, "skype:echo123"],
  ],
  parses: [
    ["SKYPE:echo123", { user: "echo123" }],
    ["skype:echo123?userinfo", { user: "echo123", action: "userinfo" }],
  ],
  refusals: [
    [{ user: "ab" }, "content.user", "must be a Skype Name (6-32 characters"],
    [{ user: "echo123", action: "video" }, "content.action", "must be one of call, chat, add, userinfo"],
  ],
});
