import { describe, expect, it } from "vitest";
import { parsePayload } from "../../payload/parse-payload.js";
import { APP_TYPES } from "./index.js";

// The tests of each type are beside its module (whatsapp.test.ts, social-profiles.test.ts, ...), run by the one
// QR-type suite (testing/qr-type-suite.ts); these span the group.

describe("apps group", () => {
  it("has at least 20 types, each key unique and snake_case", () => {
    const keys = APP_TYPES.map((definition) => definition.key);
    expect(keys.length).toBeGreaterThanOrEqual(20);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/);
  });
});

describe("no app type claims text that is not its own link", () => {
  it.each([
    "https://example.com/x",
    "https://example.com/@nasa",
    "https://example.com/store/apps/details?id=com.whatsapp",
    "https://t.me.example.com/durov",
    "https://example.com/x.com/NASA",
    "https://x.com.evil.example/NASA",
    "http://x.com:8080/NASA",
    "https://someone@x.com/NASA",
    "https://x.com/explore",
    "https://x.com/NASA/status/1234567890",
    "https://www.instagram.com/p/CXyz123abc/",
    "https://github.com/settings",
    "https://github.com/a/b/c",
    "https://www.youtube.com/watch?v=tooShort",
    "https://www.youtube.com/watch?v=dQw4w9WgXcR",
    "https://zoom.us/j/12345678",
    "https://zoom.us/my/someone",
    `https://teams.microsoft.com/l/meetup-join/19%3ameeting_ZmQ3%40thread.v2/0`,
    "https://teams.microsoft.com/l/chat/0/0?users=a@example.com",
    "https://t.me/joinchat/AbCdEf123",
    "https://t.me/+AbCdEfGhIjKlMnOp",
    "https://t.me/share",
    "https://meet.google.com/landing",
    "https://open.spotify.com/track/short",
    "https://open.spotify.com/user/spotify",
    "https://play.google.com/store/apps/details?id=1password.app",
    "https://apps.apple.com/zz/app/id310633997",
    "https://wa.me/",
    "https://wa.me/0123456",
    "https://signal.me/#u/abc",
    "https://search.google.com/local/reviews?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4",
    "https://discord.com/channels/123/456",
    "https://bsky.app/profile/alice",
  ])("%s is a plain url", (payload) => {
    for (const definition of APP_TYPES) expect(definition.parse?.(payload), definition.key).toBeUndefined();
    expect(parsePayload(payload).format).toBe("url");
  });

  it.each(["skype:ab?call", "skype:echo123?video", "spotify:track:short", "market://details?id=nodots", "t.me/durov"])(
    "%s is plain text",
    (payload) => {
      for (const definition of APP_TYPES) expect(definition.parse?.(payload), definition.key).toBeUndefined();
      expect(parsePayload(payload).format).toBe("text");
    },
  );
});
