// The apps group's hand-written example payloads and canonical contents, which the QR-type suite
// (qr-type-suite.ts) checks every type of the group against.
import { LINK_HANDLES } from "@qrbar/contract";
import fc from "fast-check";
import { COUNTRY_CODES } from "../../qr/fields/country-code.js";
import { optional, withoutUndefined } from "./content-arbitraries.js";

/** The context parameter of a Teams meeting-join link: tenant and organiser IDs, percent-encoded JSON. */
export const TEAMS_CONTEXT =
  "%7b%22Tid%22%3a%223f2504e0-4f89-41d3-9a0c-0305e82c3301%22%2c%22Oid%22%3a%226a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d%22%7d";
const TEAMS_JOIN = `https://teams.microsoft.com/l/meetup-join/19%3ameeting_MGY4ZmFkNWItZDljYi00NjlmLWExNjUtNzA4Njc3Mjg5NTBl%40thread.v2/0?context=${TEAMS_CONTEXT}`;

/**
 * The payload of each app type's catalog example, written by hand from the platform's link format
 * (see docs/qr-types-apps.md).
 */
export const APP_EXAMPLE_PAYLOADS: Record<string, string> = {
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

/** Canonical contents of every type, as the platforms' rules allow them (written apart from the code). */
const e164 = fc.stringMatching(/^\+[1-9][0-9]{6,14}$/);
/** Leaves out the names a link type reserves (its own table in the contract): the generators draw valid names only. */
const notReserved =
  (reserved: readonly string[] = []) =>
  (name: string) =>
    !reserved.includes(name.toLowerCase());
const instagramName = fc
  .stringMatching(/^[A-Za-z0-9._]{1,30}$/)
  .filter((n) => !n.startsWith(".") && !n.endsWith(".") && !n.includes(".."))
  .filter(notReserved(LINK_HANDLES.instagram.username.rule.reserved));
const githubOwner = fc
  .stringMatching(/^[A-Za-z0-9](?:[A-Za-z0-9]|-[A-Za-z0-9]){0,19}$/)
  .filter(notReserved(LINK_HANDLES.github.username.rule.reserved));
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

/** An arbitrary of canonical contents per app type: what build writes is what parse gives back. */
export const APP_CONTENTS: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
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
      .filter(notReserved(LINK_HANDLES.telegram.username.rule.reserved))
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
      .filter(notReserved(LINK_HANDLES.facebook.username.rule.reserved))
      .map((username) => ({ username })),
    fc.stringMatching(/^[1-9][0-9]{4,19}$/).map((profile_id) => ({ profile_id })),
  ),
  instagram: instagramName.map((username) => ({ username })),
  twitter: fc
    .stringMatching(/^[A-Za-z0-9_]{1,15}$/)
    .filter(notReserved(LINK_HANDLES.twitter.username.rule.reserved))
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
    .filter(notReserved(LINK_HANDLES.pinterest.username.rule.reserved))
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
    .filter(notReserved(LINK_HANDLES.twitch.username.rule.reserved))
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
