import type { QrTypeDefinition } from "../../qr-type.js";
import { type HandleRule, handleTarget } from "./handle-target.js";
import { defineLinkType, type LinkTypeRow } from "./link-type.js";
import { queryParam } from "./web-link.js";

/** A link path of one segment, `/name` or `/name/`. */
const ONE_SEGMENT = /^\/([^/]+)\/?$/;
/** A link path `/@name`. */
const AT_SEGMENT = /^\/@([^/]+)\/?$/;

/** Instagram's username rule, which Threads shares (a Threads profile is an Instagram account). */
const INSTAGRAM_USERNAME: HandleRule = {
  pattern: "(?!\\.)(?!.*\\.\\.)(?!.*\\.$)[A-Za-z0-9._]{1,30}",
  maxLength: 30,
  rule: "an Instagram username: 1-30 letters, digits, periods or underscores, not starting or ending with a period, without two periods in a row",
  reserved: ["about", "accounts", "developer", "direct", "explore", "legal", "p", "reel", "reels", "stories", "tv"],
};

/** GitHub's rule for user and organisation names. */
const GITHUB_OWNER = "[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}";

/** A YouTube video ID in any of the link forms YouTube shares: watch, youtu.be, shorts, live, embed. */
function youtubeVideoId(url: URL): string | undefined {
  if (url.hostname === "youtu.be") return ONE_SEGMENT.exec(url.pathname)?.[1];
  if (url.pathname === "/watch") return queryParam(url, "v");
  return /^\/(?:shorts|live|embed)\/([^/]+)\/?$/.exec(url.pathname)?.[1];
}

/**
 * The social profile link types, one row each: the platform's hosts, the names it links to and their
 * rules. Every builder writes the platform's canonical https link; every parser reads the link forms
 * the platform shares (other hosts of the platform, trailing slash, tracking parameters).
 */
const SOCIAL_PROFILES: readonly LinkTypeRow[] = [
  {
    key: "facebook",
    label: "Facebook profile or page",
    hosts: /^(?:(?:www|m|web)\.)?facebook\.com$|^(?:www\.)?fb\.com$/,
    targets: [
      handleTarget({
        field: "username",
        description: "Facebook username of a profile or page (facebook.com/<username>).",
        rule: {
          pattern: "(?=.*[A-Za-z0-9])[A-Za-z0-9.]{5,50}",
          maxLength: 50,
          rule: "a Facebook username: 5-50 letters, digits or periods, not periods alone",
          reserved: [
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
          ],
        },
        base: "https://www.facebook.com/",
        from: ONE_SEGMENT,
      }),
      handleTarget({
        field: "profile_id",
        description: "Numeric ID of a profile without a username (facebook.com/profile.php?id=<id>).",
        rule: { pattern: "[1-9][0-9]{4,19}", maxLength: 20, rule: "a numeric Facebook profile ID of 5 to 20 digits" },
        base: "https://www.facebook.com/profile.php?id=",
        from: (url) => (url.pathname === "/profile.php" ? queryParam(url, "id") : undefined),
      }),
    ],
    example: { username: "natgeo" },
  },
  {
    key: "instagram",
    label: "Instagram profile",
    hosts: /^(?:www\.)?instagram\.com$|^(?:www\.)?instagr\.am$/,
    targets: [
      handleTarget({
        field: "username",
        description: "Instagram username.",
        rule: INSTAGRAM_USERNAME,
        sigil: "@",
        base: "https://www.instagram.com/",
        from: ONE_SEGMENT,
      }),
    ],
    example: { username: "nasa" },
  },
  {
    key: "twitter",
    label: "X (Twitter) profile",
    hosts: /^(?:(?:www|mobile)\.)?(?:x|twitter)\.com$/,
    targets: [
      handleTarget({
        field: "username",
        description: "X (Twitter) handle.",
        rule: {
          pattern: "[A-Za-z0-9_]{1,15}",
          maxLength: 15,
          rule: "an X (Twitter) handle: 1-15 letters, digits or underscores",
          reserved: [
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
          ],
        },
        sigil: "@",
        base: "https://x.com/",
        from: ONE_SEGMENT,
      }),
    ],
    example: { username: "NASA" },
  },
  {
    key: "linkedin",
    label: "LinkedIn profile or company page",
    hosts: /^(?:(?:www|[a-z]{2})\.)?linkedin\.com$/,
    targets: [
      handleTarget({
        field: "profile",
        description: "Public profile name of a person (linkedin.com/in/<profile>).",
        rule: {
          pattern: "[A-Za-z0-9-]{3,100}",
          maxLength: 100,
          rule: "a LinkedIn public profile name: 3-100 letters, digits or hyphens",
        },
        base: "https://www.linkedin.com/in/",
        from: /^\/in\/([^/]+)\/?$/,
      }),
      handleTarget({
        field: "company",
        description: "Public name of a company page (linkedin.com/company/<company>).",
        rule: {
          pattern: "[A-Za-z0-9][A-Za-z0-9._&-]{1,99}",
          maxLength: 100,
          rule: "a LinkedIn company page name: 2-100 letters, digits, hyphens, underscores, periods or ampersands, starting with a letter or digit",
        },
        base: "https://www.linkedin.com/company/",
        from: /^\/company\/([^/]+)\/?$/,
      }),
    ],
    example: { profile: "williamhgates" },
  },
  {
    key: "tiktok",
    label: "TikTok profile",
    hosts: /^(?:(?:www|m)\.)?tiktok\.com$/,
    targets: [
      handleTarget({
        field: "username",
        description: "TikTok username.",
        rule: {
          pattern: "(?!.*\\.$)[A-Za-z0-9_.]{2,24}",
          maxLength: 24,
          rule: "a TikTok username: 2-24 letters, digits, underscores or periods, not ending with a period",
        },
        sigil: "@",
        base: "https://www.tiktok.com/@",
        from: AT_SEGMENT,
      }),
    ],
    example: { username: "tiktok" },
  },
  {
    key: "youtube",
    label: "YouTube channel or video",
    hosts: /^(?:(?:www|m)\.)?youtube\.com$|^youtu\.be$/,
    targets: [
      handleTarget({
        field: "handle",
        description: "Channel handle (youtube.com/@<handle>).",
        rule: {
          pattern: "[A-Za-z0-9_.-]{3,30}",
          maxLength: 30,
          rule: "a YouTube handle: 3-30 letters, digits, underscores, hyphens or periods",
        },
        sigil: "@",
        base: "https://www.youtube.com/@",
        from: AT_SEGMENT,
      }),
      handleTarget({
        field: "channel_id",
        description: "Channel ID (youtube.com/channel/<channel_id>), for channels known by ID.",
        rule: {
          pattern: "UC[A-Za-z0-9_-]{21}[AQgw]",
          maxLength: 24,
          rule: "a YouTube channel ID: UC then 22 characters of A-Z a-z 0-9 _ -, the last one A, Q, g or w",
        },
        base: "https://www.youtube.com/channel/",
        from: /^\/channel\/([^/]+)\/?$/,
      }),
      handleTarget({
        field: "video_id",
        description: "Video ID (youtube.com/watch?v=<video_id>).",
        rule: {
          pattern: "[A-Za-z0-9_-]{10}[AEIMQUYcgkosw048]",
          maxLength: 11,
          rule: "a YouTube video ID: 11 characters of A-Z a-z 0-9 _ -, the last one of AEIMQUYcgkosw048",
        },
        base: "https://www.youtube.com/watch?v=",
        from: youtubeVideoId,
      }),
    ],
    example: { handle: "NASA" },
  },
  {
    key: "snapchat",
    label: "Snapchat profile",
    hosts: /^(?:www\.)?snapchat\.com$/,
    targets: [
      handleTarget({
        field: "username",
        description: "Snapchat username (snapchat.com/add/<username>).",
        rule: {
          pattern: "[A-Za-z][A-Za-z0-9._-]{1,13}[A-Za-z0-9]",
          maxLength: 15,
          rule: "a Snapchat username: 3-15 letters, digits, hyphens, underscores or periods, starting with a letter and ending with a letter or digit",
        },
        base: "https://www.snapchat.com/add/",
        from: /^\/add\/([^/]+)\/?$/,
      }),
    ],
    example: { username: "snapchat" },
  },
  {
    key: "pinterest",
    label: "Pinterest profile",
    hosts: /^(?:(?:www|[a-z]{2})\.)?pinterest\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/,
    targets: [
      handleTarget({
        field: "username",
        description: "Pinterest username.",
        rule: {
          pattern: "[A-Za-z0-9_]{3,30}",
          maxLength: 30,
          rule: "a Pinterest username: 3-30 letters, digits or underscores",
          reserved: [
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
          ],
        },
        base: "https://www.pinterest.com/",
        from: ONE_SEGMENT,
      }),
    ],
    example: { username: "pinterest" },
  },
  {
    key: "threads",
    label: "Threads profile",
    hosts: /^(?:www\.)?threads\.(?:com|net)$/,
    targets: [
      handleTarget({
        field: "username",
        description: "Threads username (the Instagram username of the account).",
        rule: INSTAGRAM_USERNAME,
        sigil: "@",
        base: "https://www.threads.com/@",
        from: AT_SEGMENT,
      }),
    ],
    example: { username: "zuck" },
  },
  {
    key: "reddit",
    label: "Reddit user or community",
    hosts: /^(?:(?:www|old|new|np|m)\.)?reddit\.com$/,
    targets: [
      handleTarget({
        field: "user",
        description: "Reddit username (reddit.com/user/<user>).",
        rule: {
          pattern: "[A-Za-z0-9_-]{3,20}",
          maxLength: 20,
          rule: "a Reddit username: 3-20 letters, digits, underscores or hyphens",
        },
        sigil: "u/",
        base: "https://www.reddit.com/user/",
        from: /^\/(?:user|u)\/([^/]+)\/?$/,
      }),
      handleTarget({
        field: "subreddit",
        description: "Community name (reddit.com/r/<subreddit>).",
        rule: {
          pattern: "[A-Za-z0-9][A-Za-z0-9_]{2,20}",
          maxLength: 21,
          rule: "a subreddit name: 3-21 letters, digits or underscores, not starting with an underscore",
        },
        sigil: "r/",
        base: "https://www.reddit.com/r/",
        from: /^\/r\/([^/]+)\/?$/,
      }),
    ],
    example: { subreddit: "typescript" },
  },
  {
    key: "github",
    label: "GitHub user or repository",
    hosts: /^(?:www\.)?github\.com$/,
    targets: [
      handleTarget({
        field: "username",
        description: "GitHub user or organisation (github.com/<username>).",
        rule: {
          pattern: GITHUB_OWNER,
          maxLength: 39,
          rule: "a GitHub user or organisation name: 1-39 letters, digits or single hyphens, not starting or ending with a hyphen",
          reserved: [
            "about",
            "apps",
            "codespaces",
            "collections",
            "contact",
            "customer-stories",
            "dashboard",
            "enterprise",
            "explore",
            "features",
            "issues",
            "join",
            "login",
            "marketplace",
            "new",
            "notifications",
            "organizations",
            "orgs",
            "pricing",
            "pulls",
            "readme",
            "search",
            "security",
            "settings",
            "site",
            "sponsors",
            "team",
            "topics",
            "trending",
            "users",
          ],
        },
        sigil: "@",
        base: "https://github.com/",
        from: ONE_SEGMENT,
      }),
      handleTarget({
        field: "repository",
        description: "Repository as owner/name (github.com/<owner>/<name>).",
        rule: {
          pattern: `${GITHUB_OWNER}/(?!\\.\\.?$)[A-Za-z0-9._-]{1,100}`,
          maxLength: 140,
          rule: "a GitHub repository as owner/name: a user or organisation name, a slash, and 1-100 letters, digits, hyphens, underscores or periods (not . or ..)",
        },
        base: "https://github.com/",
        from: /^\/([^/]+\/[^/]+)\/?$/,
      }),
    ],
    example: { username: "octocat" },
  },
  {
    key: "discord",
    label: "Discord invite",
    hosts: /^(?:www\.)?discord(?:app)?\.com$|^discord\.gg$/,
    targets: [
      handleTarget({
        field: "invite",
        description: "Invite code or vanity name (discord.gg/<invite>).",
        rule: {
          pattern: "[A-Za-z0-9-]{2,32}",
          maxLength: 32,
          rule: "a Discord invite code: 2-32 letters, digits or hyphens",
        },
        base: "https://discord.gg/",
        from: (url) => (url.hostname === "discord.gg" ? ONE_SEGMENT : /^\/invite\/([^/]+)\/?$/).exec(url.pathname)?.[1],
      }),
    ],
    example: { invite: "discord-developers" },
  },
  {
    key: "twitch",
    label: "Twitch channel",
    hosts: /^(?:(?:www|m)\.)?twitch\.tv$/,
    targets: [
      handleTarget({
        field: "username",
        description: "Twitch username.",
        rule: {
          pattern: "[A-Za-z0-9][A-Za-z0-9_]{3,24}",
          maxLength: 25,
          rule: "a Twitch username: 4-25 letters, digits or underscores, not starting with an underscore",
          reserved: [
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
          ],
        },
        base: "https://www.twitch.tv/",
        from: ONE_SEGMENT,
      }),
    ],
    example: { username: "twitchpresents" },
  },
  {
    key: "bluesky",
    label: "Bluesky profile",
    hosts: /^bsky\.app$/,
    targets: [
      handleTarget({
        field: "handle",
        description: "Bluesky handle, a domain name such as alice.bsky.social.",
        rule: {
          pattern:
            "(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?",
          maxLength: 253,
          rule: "a Bluesky handle: a domain name such as alice.bsky.social (dot-separated labels of 1-63 letters, digits or inner hyphens, the last starting with a letter; at most 253 characters)",
        },
        sigil: "@",
        base: "https://bsky.app/profile/",
        from: /^\/profile\/([^/]+)\/?$/,
      }),
    ],
    example: { handle: "bsky.app" },
  },
];

/**
 * The social profile QR types (facebook, instagram, twitter, linkedin, tiktok, youtube, snapchat,
 * pinterest, threads, reddit, github, discord, twitch, bluesky), in catalog order.
 *
 * @example
 * ```ts
 * const instagram = SOCIAL_PROFILE_TYPES.find((t) => t.key === "instagram");
 * instagram?.build({ username: "@nasa" }); // "https://www.instagram.com/nasa"
 * ```
 */
export const SOCIAL_PROFILE_TYPES: readonly QrTypeDefinition[] = SOCIAL_PROFILES.map(defineLinkType);
