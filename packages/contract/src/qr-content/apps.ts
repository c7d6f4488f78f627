// Content schemas of the app QR types: app stores, messengers, meetings, social profiles, music, reviews.
import type { TObject, TOptional, TProperties } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";
import { phoneSchema, stringEnum } from "./fields.js";
import { handleSchema, LINK_HANDLES } from "./link-handles.js";

/** The rule a Zoom meeting ID follows, as the error names it. */
export const ZOOM_MEETING_ID_RULE = "must be a Zoom meeting ID: 9 to 11 digits (spaces and dashes are ignored)";

/** The `pwd` token of an invite link: URL-safe characters only, so it is written as it is. */
export const ZOOM_PWD = "^[A-Za-z0-9._~-]{1,128}$";

/** The two shapes of a Teams join link, as the error names them. */
export const TEAMS_LINK_SHAPE =
  "must be a Teams meeting join link: https://teams.microsoft.com/l/meetup-join/19:meeting_…@thread.v2/0?context=… or https://teams.microsoft.com/meet/<meeting ID>?p=<passcode>";

/** What a Spotify link can open. */
export const SPOTIFY_KINDS = ["track", "album", "playlist", "artist", "show", "episode", "audiobook"] as const;

/** A Spotify ID: 22 base-62 characters. */
export const SPOTIFY_ID = "[0-9A-Za-z]{22}";

/** Skype URI actions a link can start. */
export const SKYPE_ACTIONS = ["call", "chat", "add", "userinfo"] as const;

/**
 * A Skype Name (6-32 characters: a letter, then letters, digits and `. , - _`) or a Microsoft-account
 * Skype ID (`live:` and its identifier).
 */
export const SKYPE_USER = "[A-Za-z][A-Za-z0-9.,_-]{5,31}|live:[A-Za-z0-9.,_-]{1,64}";

/**
 * An Android application ID as aapt2's `IsAndroidPackageName` accepts it: at least two dot-separated
 * segments, each an ASCII letter then letters, digits or underscores; at most 223 characters.
 */
export const PLAY_PACKAGE_NAME = /^(?=.{3,223}$)[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/;

/** {@link PLAY_PACKAGE_NAME} in words, as the error names it. */
export const PLAY_PACKAGE_RULE =
  "must be an Android package name such as com.example.app: at least two dot-separated segments, each starting with a letter and holding only letters, digits or underscores; at most 223 characters";

/** The rule an App Store storefront code follows, as the error names it. */
export const APP_STORE_COUNTRY_RULE = "must be a two-letter ISO 3166-1 country code such as us or gb";

/** Content of the `app_store_ios` QR type (App Store app (iOS)). */
export const AppStoreIosContentSchema = Type.Object(
  {
    app_id: Type.String({
      minLength: 6,
      maxLength: 12,
      pattern: "^[1-9][0-9]{5,11}$",
      errorMessage: "must be an App Store app ID: 6-12 digits, the number after 'id' in the app's App Store link",
      description: "The app's Apple ID (the digits after `id` in its App Store link), e.g. 310633997.",
    }),
    country: Type.Optional(
      Type.String({
        minLength: 2,
        maxLength: 2,
        pattern: "^[A-Za-z]{2}$",
        errorMessage: APP_STORE_COUNTRY_RULE,
        description:
          "Storefront of the product page: an ISO 3166-1 alpha-2 code, any case, written lower case in the link. Left out, the link opens the scanner's own storefront.",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `play_store` QR type (Google Play app). */
export const PlayStoreContentSchema = Type.Object(
  {
    package_name: Type.String({
      minLength: 3,
      maxLength: 223,
      pattern: PLAY_PACKAGE_NAME.source,
      errorMessage: PLAY_PACKAGE_RULE,
      description: "The app's package name (application ID), e.g. com.whatsapp.",
    }),
  },
  { additionalProperties: false },
);

/** Content of the `skype` QR type (Skype call or chat). */
export const SkypeContentSchema = Type.Object(
  {
    user: Type.String({
      minLength: 6,
      maxLength: 69,
      pattern: `^(?:${SKYPE_USER})$`,
      errorMessage:
        "must be a Skype Name (6-32 characters: a letter, then letters, digits, periods, commas, hyphens or underscores) or a live: Skype ID",
      description: "Skype Name, or the live:… ID of a Microsoft account.",
    }),
    action: Type.Optional(
      stringEnum(SKYPE_ACTIONS, "What scanning starts; left out, Skype opens the contact as it would by default."),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `spotify` QR type (Spotify). */
export const SpotifyContentSchema = Type.Object(
  {
    kind: stringEnum(SPOTIFY_KINDS, "What the ID names."),
    id: Type.String({
      minLength: 22,
      maxLength: 22,
      pattern: `^${SPOTIFY_ID}$`,
      errorMessage: "must be a Spotify ID: 22 characters of 0-9 A-Z a-z (the last part of a Spotify link)",
      description: "Spotify ID, the last part of the link (open.spotify.com/track/<id>).",
    }),
  },
  { additionalProperties: false },
);

/** Content of the `teams` QR type (Microsoft Teams meeting). */
export const TeamsContentSchema = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      maxLength: 2048,
      pattern: "^https://\\S+$",
      errorMessage: TEAMS_LINK_SHAPE,
      description: "The meeting's join link, copied whole from the invitation.",
    }),
  },
  { additionalProperties: false },
);

/** Content of the `whatsapp` QR type (WhatsApp chat). */
export const WhatsappContentSchema = Type.Object(
  {
    phone: Type.Optional(phoneSchema("Number to chat with; leave it out to let the scanner choose a chat.")),
    text: Type.Optional(
      Type.String({ minLength: 1, maxLength: 2000, description: "Message typed in for the scanner to send." }),
    ),
  },
  { additionalProperties: false, description: "A phone, a text, or both." },
);

/** Content of the `zoom` QR type (Zoom meeting). */
export const ZoomContentSchema = Type.Object(
  {
    meeting_id: Type.String({
      minLength: 9,
      maxLength: 20,
      pattern: "^[0-9][0-9 -]*$",
      errorMessage: ZOOM_MEETING_ID_RULE,
      description: "Meeting ID, e.g. 123 4567 8901; spaces and dashes are removed.",
    }),
    pwd: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 128,
        pattern: ZOOM_PWD,
        errorMessage: "must be the pwd value of a Zoom invite link: 1-128 letters, digits or . _ ~ -",
        description:
          "The `pwd` value of the meeting's invite link (Zoom's encoded passcode, not the passcode people type), which lets scanners join without typing it.",
      }),
    ),
  },
  { additionalProperties: false },
);

/**
 * An object with exactly one of `fields` (each optional in the schema; the core refuses none or several).
 *
 * @example
 * ```ts
 * exactlyOneOf({ user: Type.String(), subreddit: Type.String() }); // description "Exactly one of: user, subreddit."
 * ```
 */
function exactlyOneOf<T extends TProperties>(fields: T): TObject<{ [K in keyof T]: TOptional<T[K]> }> {
  const optional = Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, Type.Optional(schema)]));
  return Type.Object(optional, {
    additionalProperties: false,
    description: `Exactly one of: ${Object.keys(fields).join(", ")}.`,
  }) as TObject<{ [K in keyof T]: TOptional<T[K]> }>;
}

/** Content of the `google_meet` QR type (Google Meet meeting). */
export const GoogleMeetContentSchema = Type.Object(
  {
    code: Type.String({
      minLength: 10,
      maxLength: 12,
      pattern: "^[A-Za-z]{3}-?[A-Za-z]{4}-?[A-Za-z]{3}$",
      errorMessage: "must be a Google Meet code: 10 letters as xxx-yyyy-zzz",
      description: "Meeting code, as xxx-yyyy-zzz (any case; the dashes may be left out).",
    }),
  },
  { additionalProperties: false },
);

/** Content of the `signal` QR type (Signal chat). */
export const SignalContentSchema = Type.Object(
  { phone: phoneSchema("Phone number registered with Signal.") },
  { additionalProperties: false },
);

/** Content of the `google_review` QR type (Google review). */
export const GoogleReviewContentSchema = Type.Object(
  { place_id: handleSchema(LINK_HANDLES.google_review.place_id) },
  { additionalProperties: false },
);

/** Content of the `telegram` QR type (Telegram chat). */
export const TelegramContentSchema = exactlyOneOf({
  username: handleSchema(LINK_HANDLES.telegram.username),
  phone: phoneSchema("Phone number of a Telegram user who lets people find them by number (t.me/+<number>)."),
});

/** Content of the `facebook` QR type (Facebook profile or page). */
export const FacebookContentSchema = exactlyOneOf({
  username: handleSchema(LINK_HANDLES.facebook.username),
  profile_id: handleSchema(LINK_HANDLES.facebook.profile_id),
});

/** Content of the `instagram` QR type (Instagram profile). */
export const InstagramContentSchema = Type.Object(
  { username: handleSchema(LINK_HANDLES.instagram.username) },
  { additionalProperties: false },
);

/** Content of the `twitter` QR type (X (Twitter) profile). */
export const TwitterContentSchema = Type.Object(
  { username: handleSchema(LINK_HANDLES.twitter.username) },
  { additionalProperties: false },
);

/** Content of the `linkedin` QR type (LinkedIn profile or company page). */
export const LinkedinContentSchema = exactlyOneOf({
  profile: handleSchema(LINK_HANDLES.linkedin.profile),
  company: handleSchema(LINK_HANDLES.linkedin.company),
});

/** Content of the `tiktok` QR type (TikTok profile). */
export const TiktokContentSchema = Type.Object(
  { username: handleSchema(LINK_HANDLES.tiktok.username) },
  { additionalProperties: false },
);

/** Content of the `youtube` QR type (YouTube channel or video). */
export const YoutubeContentSchema = exactlyOneOf({
  handle: handleSchema(LINK_HANDLES.youtube.handle),
  channel_id: handleSchema(LINK_HANDLES.youtube.channel_id),
  video_id: handleSchema(LINK_HANDLES.youtube.video_id),
});

/** Content of the `snapchat` QR type (Snapchat profile). */
export const SnapchatContentSchema = Type.Object(
  { username: handleSchema(LINK_HANDLES.snapchat.username) },
  { additionalProperties: false },
);

/** Content of the `pinterest` QR type (Pinterest profile). */
export const PinterestContentSchema = Type.Object(
  { username: handleSchema(LINK_HANDLES.pinterest.username) },
  { additionalProperties: false },
);

/** Content of the `threads` QR type (Threads profile). */
export const ThreadsContentSchema = Type.Object(
  { username: handleSchema(LINK_HANDLES.threads.username) },
  { additionalProperties: false },
);

/** Content of the `reddit` QR type (Reddit user or community). */
export const RedditContentSchema = exactlyOneOf({
  user: handleSchema(LINK_HANDLES.reddit.user),
  subreddit: handleSchema(LINK_HANDLES.reddit.subreddit),
});

/** Content of the `github` QR type (GitHub user or repository). */
export const GithubContentSchema = exactlyOneOf({
  username: handleSchema(LINK_HANDLES.github.username),
  repository: handleSchema(LINK_HANDLES.github.repository),
});

/** Content of the `discord` QR type (Discord invite). */
export const DiscordContentSchema = Type.Object(
  { invite: handleSchema(LINK_HANDLES.discord.invite) },
  { additionalProperties: false },
);

/** Content of the `twitch` QR type (Twitch channel). */
export const TwitchContentSchema = Type.Object(
  { username: handleSchema(LINK_HANDLES.twitch.username) },
  { additionalProperties: false },
);

/** Content of the `bluesky` QR type (Bluesky profile). */
export const BlueskyContentSchema = Type.Object(
  { handle: handleSchema(LINK_HANDLES.bluesky.handle) },
  { additionalProperties: false },
);

/** The content schemas of the app QR types, by type key, in catalog order. */
export const APP_CONTENT_SCHEMAS = {
  app_store_ios: AppStoreIosContentSchema,
  play_store: PlayStoreContentSchema,
  whatsapp: WhatsappContentSchema,
  telegram: TelegramContentSchema,
  signal: SignalContentSchema,
  skype: SkypeContentSchema,
  zoom: ZoomContentSchema,
  teams: TeamsContentSchema,
  google_meet: GoogleMeetContentSchema,
  facebook: FacebookContentSchema,
  instagram: InstagramContentSchema,
  twitter: TwitterContentSchema,
  linkedin: LinkedinContentSchema,
  tiktok: TiktokContentSchema,
  youtube: YoutubeContentSchema,
  snapchat: SnapchatContentSchema,
  pinterest: PinterestContentSchema,
  threads: ThreadsContentSchema,
  reddit: RedditContentSchema,
  github: GithubContentSchema,
  discord: DiscordContentSchema,
  twitch: TwitchContentSchema,
  bluesky: BlueskyContentSchema,
  spotify: SpotifyContentSchema,
  google_review: GoogleReviewContentSchema,
};
