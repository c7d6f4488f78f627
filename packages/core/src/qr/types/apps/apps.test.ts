import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isQrbarError, type QrbarError } from "../../../errors/qrbar-error.js";
import { decodePng } from "../../../testing/index.js";
import { validate } from "../../../validation/validate.js";
import { COUNTRY_CODES } from "../../fields/country-code.js";
import { generateQr } from "../../generate-qr.js";
import { parsePayload } from "../../payload/parse-payload.js";
import type { QrTypeDefinition } from "../../qr-type.js";
import { APP_TYPES } from "./index.js";

const byKey = new Map(APP_TYPES.map((definition) => [definition.key, definition]));
const typeOf = (key: string): QrTypeDefinition => {
  const definition = byKey.get(key);
  if (!definition) throw new Error(`no app type ${key}`);
  return definition;
};

function failure(request: unknown): QrbarError {
  try {
    generateQr(request);
  } catch (error) {
    if (isQrbarError(error)) return error;
    throw error;
  }
  throw new Error("expected generateQr to throw");
}

const TEAMS_CONTEXT =
  "%7b%22Tid%22%3a%223f2504e0-4f89-41d3-9a0c-0305e82c3301%22%2c%22Oid%22%3a%226a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d%22%7d";
const TEAMS_JOIN = `https://teams.microsoft.com/l/meetup-join/19%3ameeting_MGY4ZmFkNWItZDljYi00NjlmLWExNjUtNzA4Njc3Mjg5NTBl%40thread.v2/0?context=${TEAMS_CONTEXT}`;

describe("apps group", () => {
  it("has at least 20 types, each key unique and snake_case", () => {
    const keys = APP_TYPES.map((definition) => definition.key);
    expect(keys.length).toBeGreaterThanOrEqual(20);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/);
  });
});

// Expected payloads written by hand from each platform's link format (see docs/qr-types-apps.md).
describe("the catalog example of each type encodes the documented payload and decodes back (zxing-wasm)", () => {
  const expected: Record<string, string> = {
    app_store_ios: "https://apps.apple.com/us/app/id310633997",
    play_store: "https://play.google.com/store/apps/details?id=com.whatsapp",
    whatsapp: "https://wa.me/14155550123?text=Hello%21%20I%27d%20like%20to%20book%20a%20table.",
    telegram: "https://t.me/telegram",
    signal: "https://signal.me/#p/+14155550123",
    skype: "skype:echo123?call",
    zoom: "https://zoom.us/j/12345678901?pwd=aBcDeFgHiJkLmNoPqRsTuVwXyZ012345.1",
    teams: TEAMS_JOIN,
    google_meet: "https://meet.google.com/abc-mnop-xyz",
    facebook: "https://www.facebook.com/natgeo",
    instagram: "https://www.instagram.com/nasa",
    twitter: "https://x.com/NASA",
    linkedin: "https://www.linkedin.com/in/williamhgates",
    tiktok: "https://www.tiktok.com/@tiktok",
    youtube: "https://www.youtube.com/@NASA",
    snapchat: "https://www.snapchat.com/add/snapchat",
    pinterest: "https://www.pinterest.com/pinterest",
    threads: "https://www.threads.com/@zuck",
    reddit: "https://www.reddit.com/r/typescript",
    github: "https://github.com/octocat",
    discord: "https://discord.gg/discord-developers",
    twitch: "https://www.twitch.tv/twitchpresents",
    bluesky: "https://bsky.app/profile/bsky.app",
    spotify: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
    google_review: "https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4",
  };

  it("covers every type of the group", () => {
    expect(Object.keys(expected).sort()).toEqual(APP_TYPES.map((definition) => definition.key).sort());
  });

  it.each(APP_TYPES.map((definition) => [definition.key, definition] as const))("%s", async (key, definition) => {
    const qr = generateQr({ type: key, content: definition.example });
    expect(qr.payload).toBe(expected[key]);
    const [symbol] = await decodePng(qr.bytes);
    expect(symbol?.format).toBe("QRCode");
    expect(symbol?.text).toBe(expected[key]);
    expect(parsePayload(symbol?.text ?? "")).toEqual({ format: key, parsed: definition.example });
  });
});

describe("payloads of other contents (hand-written from the link formats)", () => {
  it.each([
    ["app_store_ios", { app_id: "310633997" }, "https://apps.apple.com/app/id310633997"],
    ["app_store_ios", { app_id: "1234567890", country: "GB" }, "https://apps.apple.com/gb/app/id1234567890"],
    [
      "play_store",
      { package_name: "org.mozilla.firefox_beta" },
      "https://play.google.com/store/apps/details?id=org.mozilla.firefox_beta",
    ],
    ["whatsapp", { phone: "+44 20 7946 0958" }, "https://wa.me/442079460958"],
    ["whatsapp", { text: "Hi there" }, "https://wa.me/?text=Hi%20there"],
    [
      "whatsapp",
      { phone: "+4915112345678", text: "Line 1\nLine 2 ☕ & (more)" },
      "https://wa.me/4915112345678?text=Line%201%0ALine%202%20%E2%98%95%20%26%20%28more%29",
    ],
    ["telegram", { username: "@durov" }, "https://t.me/durov"],
    ["telegram", { phone: "+1 (415) 555-0123" }, "https://t.me/+14155550123"],
    ["signal", { phone: "+49 170 1234567" }, "https://signal.me/#p/+491701234567"],
    ["skype", { user: "live:.cid.1a2b3c4d5e6f7a8b", action: "chat" }, "skype:live:.cid.1a2b3c4d5e6f7a8b?chat"],
    ["skype", { user: "echo123" }, "skype:echo123"],
    ["zoom", { meeting_id: "123 4567 8901" }, "https://zoom.us/j/12345678901"],
    ["zoom", { meeting_id: "987-654-321" }, "https://zoom.us/j/987654321"],
    [
      "teams",
      { url: "https://teams.microsoft.com/meet/2345678901234?p=Ab3dEf9GhJ" },
      "https://teams.microsoft.com/meet/2345678901234?p=Ab3dEf9GhJ",
    ],
    ["teams", { url: "https://teams.live.com/meet/9876543210123" }, "https://teams.live.com/meet/9876543210123"],
    ["google_meet", { code: "ABCMNOPXYZ" }, "https://meet.google.com/abc-mnop-xyz"],
    ["facebook", { profile_id: "100004123456789" }, "https://www.facebook.com/profile.php?id=100004123456789"],
    ["instagram", { username: "@nat.geo_travel" }, "https://www.instagram.com/nat.geo_travel"],
    ["twitter", { username: "@jack" }, "https://x.com/jack"],
    ["linkedin", { company: "microsoft" }, "https://www.linkedin.com/company/microsoft"],
    ["tiktok", { username: "@khaby.lame" }, "https://www.tiktok.com/@khaby.lame"],
    ["youtube", { handle: "@MrBeast" }, "https://www.youtube.com/@MrBeast"],
    ["youtube", { video_id: "dQw4w9WgXcQ" }, "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["youtube", { channel_id: "UC_x5XG1OV2P6uZZ5FSM9Ttw" }, "https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw"],
    ["threads", { username: "@mosseri" }, "https://www.threads.com/@mosseri"],
    ["reddit", { user: "u/spez" }, "https://www.reddit.com/user/spez"],
    ["reddit", { subreddit: "r/AskReddit" }, "https://www.reddit.com/r/AskReddit"],
    ["github", { repository: "microsoft/TypeScript" }, "https://github.com/microsoft/TypeScript"],
    ["github", { username: "@torvalds" }, "https://github.com/torvalds"],
    ["bluesky", { handle: "@alice.bsky.social" }, "https://bsky.app/profile/alice.bsky.social"],
    [
      "spotify",
      { kind: "playlist", id: "37i9dQZF1DXcBWIGoYBM5M" },
      "https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M",
    ],
    [
      "spotify",
      { kind: "episode", id: "512ojhOuo1ktJprKbVcKyQ" },
      "https://open.spotify.com/episode/512ojhOuo1ktJprKbVcKyQ",
    ],
  ])("%s %j → %s", (type, content, payload) => {
    expect(generateQr({ type, content }).payload).toBe(payload);
  });
});

describe("parsePayload reads the link forms the platforms share", () => {
  it.each([
    [
      "https://apps.apple.com/us/app/whatsapp-messenger/id310633997",
      "app_store_ios",
      { app_id: "310633997", country: "us" },
    ],
    ["https://apps.apple.com/app/id310633997?platform=iphone", "app_store_ios", { app_id: "310633997" }],
    ["https://itunes.apple.com/de/app/id310633997?mt=8", "app_store_ios", { app_id: "310633997", country: "de" }],
    [
      "https://play.google.com/store/apps/details?id=com.whatsapp&hl=en_US&gl=US",
      "play_store",
      { package_name: "com.whatsapp" },
    ],
    ["market://details?id=com.whatsapp", "play_store", { package_name: "com.whatsapp" }],
    [
      "https://api.whatsapp.com/send?phone=14155550123&text=Hi%20there",
      "whatsapp",
      { phone: "+14155550123", text: "Hi there" },
    ],
    ["https://wa.me/14155550123/", "whatsapp", { phone: "+14155550123" }],
    ["https://wa.me/?text=1%2B1%3D2", "whatsapp", { text: "1+1=2" }],
    ["https://telegram.me/durov", "telegram", { username: "durov" }],
    ["https://t.me/+14155550123", "telegram", { phone: "+14155550123" }],
    ["SKYPE:echo123", "skype", { user: "echo123" }],
    ["skype:echo123?userinfo", "skype", { user: "echo123", action: "userinfo" }],
    [
      "https://us06web.zoom.us/j/85512345678?pwd=bRxa2Qz5.1#success",
      "zoom",
      { meeting_id: "85512345678", pwd: "bRxa2Qz5.1" },
    ],
    [
      "https://teams.microsoft.com/meet/2345678901234?p=Ab3dEf9GhJ",
      "teams",
      { url: "https://teams.microsoft.com/meet/2345678901234?p=Ab3dEf9GhJ" },
    ],
    ["https://meet.google.com/abc-mnop-xyz?authuser=0", "google_meet", { code: "abc-mnop-xyz" }],
    ["https://www.facebook.com/profile.php?id=100004123456789", "facebook", { profile_id: "100004123456789" }],
    ["https://m.facebook.com/natgeo/", "facebook", { username: "natgeo" }],
    ["https://www.instagram.com/nasa/?igsh=MWQ1ZGUxMzBkMA%3D%3D", "instagram", { username: "nasa" }],
    ["https://twitter.com/NASA", "twitter", { username: "NASA" }],
    ["https://de.linkedin.com/company/microsoft/", "linkedin", { company: "microsoft" }],
    ["https://www.tiktok.com/@tiktok?lang=en", "tiktok", { username: "tiktok" }],
    ["https://youtu.be/dQw4w9WgXcQ?si=AbCdEf", "youtube", { video_id: "dQw4w9WgXcQ" }],
    ["https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42", "youtube", { video_id: "dQw4w9WgXcQ" }],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "youtube", { video_id: "dQw4w9WgXcQ" }],
    ["https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw", "youtube", { channel_id: "UC_x5XG1OV2P6uZZ5FSM9Ttw" }],
    ["https://snapchat.com/add/snapchat", "snapchat", { username: "snapchat" }],
    ["https://www.pinterest.co.uk/pinterest/", "pinterest", { username: "pinterest" }],
    ["https://www.threads.net/@zuck", "threads", { username: "zuck" }],
    ["https://old.reddit.com/u/spez", "reddit", { user: "spez" }],
    ["https://github.com/microsoft/TypeScript/", "github", { repository: "microsoft/TypeScript" }],
    ["https://discord.com/invite/discord-developers", "discord", { invite: "discord-developers" }],
    ["https://m.twitch.tv/twitchpresents/", "twitch", { username: "twitchpresents" }],
    [
      "https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC?si=a1b2c3",
      "spotify",
      { kind: "track", id: "4uLU6hMCjMI75M1A2tKUQC" },
    ],
    ["spotify:album:1DFixLWuPkv3KT3TnV35m3", "spotify", { kind: "album", id: "1DFixLWuPkv3KT3TnV35m3" }],
  ])("%s → %s", (payload, format, parsed) => {
    expect(parsePayload(payload)).toEqual({ format, parsed });
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

/** Canonical contents of every type, as the platforms' rules allow them (written apart from the code). */
const e164 = fc.stringMatching(/^\+[1-9][0-9]{6,14}$/);
const notReserved = (reserved: string[]) => (name: string) => !reserved.includes(name.toLowerCase());
const instagramName = fc
  .stringMatching(/^[A-Za-z0-9._]{1,30}$/)
  .filter((n) => !n.startsWith(".") && !n.endsWith(".") && !n.includes(".."))
  .filter(
    notReserved([
      "about",
      "accounts",
      "developer",
      "direct",
      "explore",
      "legal",
      "p",
      "reel",
      "reels",
      "stories",
      "tv",
    ]),
  );
const githubOwner = fc
  .stringMatching(/^[A-Za-z0-9](?:[A-Za-z0-9]|-[A-Za-z0-9]){0,19}$/)
  .filter(
    notReserved([
      "about",
      "apps",
      "explore",
      "features",
      "issues",
      "join",
      "login",
      "new",
      "orgs",
      "pricing",
      "pulls",
      "search",
      "settings",
      "site",
      "team",
      "topics",
      "users",
    ]),
  );
const dnsLabel = fc.stringMatching(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,20}[A-Za-z0-9])?$/);
const teamsLink = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9]{10,60}$/), fc.stringMatching(/^[0-9]{1,13}$/), fc.uuid(), fc.uuid())
    .map(
      ([thread, message, tid, oid]) =>
        `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${thread}%40thread.v2/${message}?context=%7b%22Tid%22%3a%22${tid}%22%2c%22Oid%22%3a%22${oid}%22%7d`,
    ),
  fc
    .tuple(
      fc.constantFrom("teams.microsoft.com", "teams.live.com"),
      fc.stringMatching(/^[0-9]{10,15}$/),
      fc.option(fc.stringMatching(/^[A-Za-z0-9]{6,20}$/), { nil: undefined }),
    )
    .map(([host, id, p]) => `https://${host}/meet/${id}${p === undefined ? "" : `?p=${p}`}`),
);
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const withoutUndefined = (content: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(content).filter(([, value]) => value !== undefined));

const CONTENTS: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  app_store_ios: fc
    .record({
      app_id: fc.stringMatching(/^[1-9][0-9]{5,11}$/),
      country: optional(fc.constantFrom(...[...COUNTRY_CODES].map((c) => c.toLowerCase()))),
    })
    .map(withoutUndefined),
  play_store: fc.record({
    package_name: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,15}(?:\.[A-Za-z][A-Za-z0-9_]{0,15}){1,5}$/),
  }),
  whatsapp: fc
    .record({ phone: optional(e164), text: optional(fc.string({ unit: "grapheme", minLength: 1, maxLength: 120 })) })
    .filter((c) => c.phone !== undefined || c.text !== undefined)
    .map(withoutUndefined),
  telegram: fc.oneof(
    fc
      .stringMatching(/^[A-Za-z][A-Za-z0-9_]{2,30}[A-Za-z0-9]$/)
      .filter((n) => !n.includes("__"))
      .filter(
        notReserved([
          "addemoji",
          "addlist",
          "addstickers",
          "addtheme",
          "auth",
          "boost",
          "call",
          "contact",
          "joinchat",
          "login",
          "proxy",
          "share",
          "socks",
        ]),
      )
      .map((username) => ({ username })),
    e164.map((phone) => ({ phone })),
  ),
  signal: e164.map((phone) => ({ phone })),
  skype: fc
    .record({
      user: fc.oneof(
        fc.stringMatching(/^[A-Za-z][A-Za-z0-9.,_-]{5,31}$/),
        fc.stringMatching(/^live:[A-Za-z0-9._-]{1,40}$/),
      ),
      action: optional(fc.constantFrom("call", "chat", "add", "userinfo")),
    })
    .map(withoutUndefined),
  zoom: fc
    .record({
      meeting_id: fc.stringMatching(/^[0-9]{9,11}$/),
      pwd: optional(fc.stringMatching(/^[A-Za-z0-9._~-]{1,64}$/)),
    })
    .map(withoutUndefined),
  teams: teamsLink.map((url) => ({ url })),
  google_meet: fc.stringMatching(/^[a-z]{3}-[a-z]{4}-[a-z]{3}$/).map((code) => ({ code })),
  facebook: fc.oneof(
    fc
      .stringMatching(/^[A-Za-z0-9.]{5,50}$/)
      .filter((n) => /[A-Za-z0-9]/.test(n))
      .filter(
        notReserved([
          "events",
          "friends",
          "gaming",
          "groups",
          "home.php",
          "login",
          "marketplace",
          "messages",
          "notifications",
          "pages",
          "photo.php",
          "policies",
          "privacy",
          "profile.php",
          "settings",
          "sharer.php",
          "watch",
        ]),
      )
      .map((username) => ({ username })),
    fc.stringMatching(/^[1-9][0-9]{4,19}$/).map((profile_id) => ({ profile_id })),
  ),
  instagram: instagramName.map((username) => ({ username })),
  twitter: fc
    .stringMatching(/^[A-Za-z0-9_]{1,15}$/)
    .filter(
      notReserved([
        "compose",
        "explore",
        "hashtag",
        "home",
        "i",
        "intent",
        "jobs",
        "login",
        "logout",
        "messages",
        "notifications",
        "privacy",
        "search",
        "settings",
        "share",
        "signup",
        "tos",
      ]),
    )
    .map((username) => ({ username })),
  linkedin: fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9-]{3,100}$/).map((profile) => ({ profile })),
    fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._&-]{1,99}$/).map((company) => ({ company })),
  ),
  tiktok: fc
    .stringMatching(/^[A-Za-z0-9_.]{2,24}$/)
    .filter((n) => !n.endsWith("."))
    .map((username) => ({ username })),
  youtube: fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9_.-]{3,30}$/).map((handle) => ({ handle })),
    fc.stringMatching(/^UC[A-Za-z0-9_-]{21}[AQgw]$/).map((channel_id) => ({ channel_id })),
    fc.stringMatching(/^[A-Za-z0-9_-]{10}[AEIMQUYcgkosw048]$/).map((video_id) => ({ video_id })),
  ),
  snapchat: fc.stringMatching(/^[A-Za-z][A-Za-z0-9._-]{1,13}[A-Za-z0-9]$/).map((username) => ({ username })),
  pinterest: fc
    .stringMatching(/^[A-Za-z0-9_]{3,30}$/)
    .filter(
      notReserved([
        "about",
        "business",
        "categories",
        "explore",
        "ideas",
        "login",
        "pin",
        "search",
        "settings",
        "today",
      ]),
    )
    .map((username) => ({ username })),
  threads: instagramName.map((username) => ({ username })),
  reddit: fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9_-]{3,20}$/).map((user) => ({ user })),
    fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_]{2,20}$/).map((subreddit) => ({ subreddit })),
  ),
  github: fc.oneof(
    githubOwner.map((username) => ({ username })),
    fc
      .tuple(
        githubOwner,
        fc.stringMatching(/^[A-Za-z0-9._-]{1,100}$/).filter((n) => n !== "." && n !== ".."),
      )
      .map(([owner, name]) => ({ repository: `${owner}/${name}` })),
  ),
  discord: fc.stringMatching(/^[A-Za-z0-9-]{2,32}$/).map((invite) => ({ invite })),
  twitch: fc
    .stringMatching(/^[A-Za-z0-9][A-Za-z0-9_]{3,24}$/)
    .filter(
      notReserved([
        "directory",
        "downloads",
        "inventory",
        "jobs",
        "login",
        "search",
        "settings",
        "signup",
        "subscriptions",
        "turbo",
        "videos",
        "wallet",
      ]),
    )
    .map((username) => ({ username })),
  bluesky: fc
    .tuple(fc.array(dnsLabel, { minLength: 1, maxLength: 4 }), fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{1,10}$/))
    .map(([labels, tld]) => ({ handle: [...labels, tld].join(".") })),
  spotify: fc.record({
    kind: fc.constantFrom("track", "album", "playlist", "artist", "show", "episode", "audiobook"),
    id: fc.stringMatching(/^[0-9A-Za-z]{22}$/),
  }),
  google_review: fc.stringMatching(/^[A-Za-z0-9_-]{10,300}$/).map((place_id) => ({ place_id })),
};

describe("parse(build(content)) gives the content back (property, 50 runs per type)", () => {
  it("has generators for every type", () => {
    expect(Object.keys(CONTENTS).sort()).toEqual(APP_TYPES.map((definition) => definition.key).sort());
  });

  it.each(Object.entries(CONTENTS))("%s", (key, contents) => {
    const definition = typeOf(key);
    fc.assert(
      fc.property(contents, (content) => {
        const payload = definition.build(validate(definition.schema, content, "content"));
        expect(definition.parse?.(payload)).toEqual(content);
        expect(parsePayload(payload)).toEqual({ format: key, parsed: content });
      }),
      { numRuns: 50 },
    );
  });
});

describe("bad content is refused with VALIDATION_ERROR naming the field and the rule", () => {
  it.each([
    ["app_store_ios", { app_id: "whatsapp" }, "content.app_id", "must be an App Store app ID: 6-12 digits"],
    ["app_store_ios", { app_id: "310633997", country: "uk" }, "content.country", "'uk' is not an assigned code"],
    ["app_store_ios", { app_id: "310633997", country: "usa" }, "content.country", "two-letter ISO 3166-1"],
    ["play_store", { package_name: "whatsapp" }, "content.package_name", "at least two dot-separated segments"],
    ["play_store", { package_name: "com.1password" }, "content.package_name", "each starting with a letter"],
    ["play_store", { package_name: "com..app" }, "content.package_name", "must be an Android package name"],
    ["play_store", { package_name: "com.my-app" }, "content.package_name", "must be an Android package name"],
    ["whatsapp", {}, "content", "needs a phone, a text or both"],
    ["whatsapp", { phone: "0170 1234567" }, "content.phone", "international form"],
    ["whatsapp", { phone: "+1234567890123456" }, "content.phone", "at most 15 digits"],
    ["whatsapp", { text: "broken \ud800 surrogate" }, "content.text", "lone surrogate"],
    ["telegram", { username: "abc" }, "content.username", "4-32 letters"],
    ["telegram", { username: "1durov" }, "content.username", "starting with a letter"],
    ["telegram", { username: "du__rov" }, "content.username", "without two underscores in a row"],
    ["telegram", { username: "durov_" }, "content.username", "not ending with an underscore"],
    ["telegram", { username: "joinchat" }, "content.username", "must not be 'joinchat', which the platform reserves"],
    ["telegram", { username: "durov", phone: "+14155550123" }, "content", "takes only one of username, phone"],
    ["telegram", {}, "content", "needs one of username, phone"],
    ["signal", { phone: "4155550123" }, "content.phone", "international form"],
    ["skype", { user: "ab" }, "content.user", "must be a Skype Name (6-32 characters"],
    ["skype", { user: "echo123", action: "video" }, "content.action", "must be one of call, chat, add, userinfo"],
    ["zoom", { meeting_id: "12345678" }, "content.meeting_id", "9 to 11 digits"],
    ["zoom", { meeting_id: "123 4567 8901 2" }, "content.meeting_id", "9 to 11 digits"],
    ["zoom", { meeting_id: "12345678901", pwd: "a b" }, "content.pwd", "must be the pwd value of a Zoom invite link"],
    ["teams", { url: "https://example.com/l/meetup-join/x/0" }, "content.url", "https link on teams.microsoft.com"],
    [
      "teams",
      { url: "http://teams.microsoft.com/meet/2345678901234" },
      "content.url",
      "must be a Teams meeting join link",
    ],
    ["teams", { url: "https://teams.microsoft.com/l/chat/0/0" }, "content.url", "must be a Teams meeting join link"],
    [
      "teams",
      { url: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_ZmQ3%40thread.v2/0` },
      "content.url",
      "context parameter with the tenant ID",
    ],
    [
      "teams",
      { url: `https://teams.microsoft.com/l/meetup-join/20%3ameeting_ZmQ3%40thread.v2/0?context=${TEAMS_CONTEXT}` },
      "content.url",
      "19:…@thread.v2",
    ],
    ["google_meet", { code: "abc-mnop-xy" }, "content.code", "10 letters as xxx-yyyy-zzz"],
    ["facebook", { username: "abcd" }, "content.username", "5-50 letters, digits or periods"],
    [
      "facebook",
      { username: "profile.php" },
      "content.username",
      "must not be 'profile.php', which the platform reserves",
    ],
    ["facebook", { profile_id: "0123456" }, "content.profile_id", "numeric Facebook profile ID"],
    ["instagram", { username: ".nasa" }, "content.username", "not starting or ending with a period"],
    ["instagram", { username: "na..sa" }, "content.username", "without two periods in a row"],
    ["instagram", { username: "a".repeat(31) }, "content.username", "1-30 letters"],
    ["twitter", { username: "sixteen_chars_xx" }, "content.username", "1-15 letters, digits or underscores"],
    ["twitter", { username: "explore" }, "content.username", "must not be 'explore', which the platform reserves"],
    ["linkedin", { profile: "bill gates" }, "content.profile", "3-100 letters, digits or hyphens"],
    ["linkedin", {}, "content", "needs one of profile, company"],
    ["tiktok", { username: "khaby." }, "content.username", "not ending with a period"],
    ["youtube", { video_id: "dQw4w9WgXcR" }, "content.video_id", "the last one of AEIMQUYcgkosw048"],
    ["youtube", { channel_id: "UC_x5XG1OV2P6uZZ5FSM9Ttx" }, "content.channel_id", "the last one A, Q, g or w"],
    ["youtube", { handle: "ab" }, "content.handle", "3-30 letters"],
    [
      "youtube",
      { handle: "NASA", video_id: "dQw4w9WgXcQ" },
      "content",
      "takes only one of handle, channel_id, video_id",
    ],
    ["snapchat", { username: "1snap" }, "content.username", "starting with a letter"],
    ["snapchat", { username: "snap_" }, "content.username", "ending with a letter or digit"],
    ["pinterest", { username: "ab" }, "content.username", "3-30 letters, digits or underscores"],
    ["threads", { username: "zuck." }, "content.username", "not starting or ending with a period"],
    ["reddit", { subreddit: "_private" }, "content.subreddit", "not starting with an underscore"],
    ["reddit", { user: "ab" }, "content.user", "3-20 letters"],
    ["github", { username: "-octocat" }, "content.username", "not starting or ending with a hyphen"],
    ["github", { username: "octo--cat" }, "content.username", "single hyphens"],
    ["github", { repository: "octocat/.." }, "content.repository", "(not . or ..)"],
    ["github", { repository: "octocat" }, "content.repository", "owner/name"],
    ["discord", { invite: "a" }, "content.invite", "2-32 letters, digits or hyphens"],
    ["twitch", { username: "_twitch" }, "content.username", "not starting with an underscore"],
    ["bluesky", { handle: "alice" }, "content.handle", "a domain name such as alice.bsky.social"],
    ["bluesky", { handle: "alice.-bad-.social" }, "content.handle", "a domain name"],
    [
      "spotify",
      { kind: "song", id: "4uLU6hMCjMI75M1A2tKUQC" },
      "content.kind",
      "must be one of track, album, playlist",
    ],
    ["spotify", { kind: "track", id: "4uLU6hMCjMI75M1A2tKUQ" }, "content.id", "22 characters of 0-9 A-Z a-z"],
    ["google_review", { place_id: "has spaces in it" }, "content.place_id", "a Google place ID"],
    ["instagram", { username: "nasa", url: "https://instagram.com/nasa" }, "content.url", "is not a known field"],
  ])("%s %j → %s", (type, content, field, message) => {
    const error = failure({ type, content });
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.[0]?.field).toBe(field);
    expect(error.message).toContain(`${field} `);
    expect(error.message).toContain(message);
  });
});
