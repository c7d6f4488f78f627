import type { TString } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";

/** A platform's rule for a name (username, handle, slug, code), written once for schema and checks. */
export interface HandleRule {
  /** ECMAScript pattern of a valid name, without anchors; lookaheads carry length and placement rules. */
  readonly pattern: string;
  /** The longest valid name, for the schema's `maxLength`. */
  readonly maxLength: number;
  /** The rule in words, completing "content.username must be …". */
  readonly rule: string;
  /** Names the platform keeps for its own pages (lower case), refused although they fit the pattern. */
  readonly reserved?: readonly string[];
}

/** A content field naming something on a platform: its rule, and a prefix people type in front of it. */
export interface LinkHandle {
  readonly description: string;
  readonly rule: HandleRule;
  /** A prefix people type in front of the name (`@`, `r/`), accepted and dropped. */
  readonly sigil?: string;
}

/** Instagram's username rule, which Threads shares (a Threads profile is an Instagram account). */
const INSTAGRAM_USERNAME: HandleRule = {
  pattern: "(?!\\.)(?!.*\\.\\.)(?!.*\\.$)[A-Za-z0-9._]{1,30}",
  maxLength: 30,
  rule: "an Instagram username: 1-30 letters, digits, periods or underscores, not starting or ending with a period, without two periods in a row",
  reserved: ["about", "accounts", "developer", "direct", "explore", "legal", "p", "reel", "reels", "stories", "tv"],
};

/** GitHub's rule for user and organisation names. */
const GITHUB_OWNER = "[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}";

/**
 * The name fields of the link QR types, by type key and content field: the schema and the core's checks
 * both read them.
 */
export const LINK_HANDLES = {
  google_review: {
    place_id: {
      description: "Google Maps place ID of the business, e.g. ChIJN1t_tDeuEmsRUsoyG83frY4 (Place ID Finder).",
      rule: {
        pattern: "[A-Za-z0-9_-]{10,1024}",
        maxLength: 1024,
        rule: "a Google place ID: 10-1024 characters of A-Z a-z 0-9 _ -",
      },
    },
  },
  telegram: {
    username: {
      description: "Public username of a user, bot, group or channel (t.me/<username>).",
      rule: {
        // tdlib is_valid_username; 4 characters for collectible usernames, 5 for ordinary ones.
        pattern: "(?=.{4,32}$)(?!.*__)[A-Za-z][A-Za-z0-9_]*[A-Za-z0-9]",
        maxLength: 32,
        rule: "a Telegram username: 4-32 letters, digits or underscores, starting with a letter, not ending with an underscore, without two underscores in a row",
        // t.me paths that are not usernames (the list of the Telegram deep-link documentation).
        reserved: [
          "addemoji",
          "addlist",
          "addstickers",
          "addstyle",
          "addtheme",
          "auction",
          "auth",
          "boost",
          "call",
          "confirmphone",
          "contact",
          "giftcode",
          "invoice",
          "joinchat",
          "login",
          "proxy",
          "setlanguage",
          "share",
          "socks",
        ],
      },
      sigil: "@",
    },
  },
  facebook: {
    username: {
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
    },
    profile_id: {
      description: "Numeric ID of a profile without a username (facebook.com/profile.php?id=<id>).",
      rule: { pattern: "[1-9][0-9]{4,19}", maxLength: 20, rule: "a numeric Facebook profile ID of 5 to 20 digits" },
    },
  },
  instagram: {
    username: {
      description: "Instagram username.",
      rule: INSTAGRAM_USERNAME,
      sigil: "@",
    },
  },
  twitter: {
    username: {
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
    },
  },
  linkedin: {
    profile: {
      description: "Public profile name of a person (linkedin.com/in/<profile>).",
      rule: {
        pattern: "[A-Za-z0-9-]{3,100}",
        maxLength: 100,
        rule: "a LinkedIn public profile name: 3-100 letters, digits or hyphens",
      },
    },
    company: {
      description: "Public name of a company page (linkedin.com/company/<company>).",
      rule: {
        pattern: "[A-Za-z0-9][A-Za-z0-9._&-]{1,99}",
        maxLength: 100,
        rule: "a LinkedIn company page name: 2-100 letters, digits, hyphens, underscores, periods or ampersands, starting with a letter or digit",
      },
    },
  },
  tiktok: {
    username: {
      description: "TikTok username.",
      rule: {
        pattern: "(?!.*\\.$)[A-Za-z0-9_.]{2,24}",
        maxLength: 24,
        rule: "a TikTok username: 2-24 letters, digits, underscores or periods, not ending with a period",
      },
      sigil: "@",
    },
  },
  youtube: {
    handle: {
      description: "Channel handle (youtube.com/@<handle>).",
      rule: {
        pattern: "[A-Za-z0-9_.-]{3,30}",
        maxLength: 30,
        rule: "a YouTube handle: 3-30 letters, digits, underscores, hyphens or periods",
      },
      sigil: "@",
    },
    channel_id: {
      description: "Channel ID (youtube.com/channel/<channel_id>), for channels known by ID.",
      rule: {
        pattern: "UC[A-Za-z0-9_-]{21}[AQgw]",
        maxLength: 24,
        rule: "a YouTube channel ID: UC then 22 characters of A-Z a-z 0-9 _ -, the last one A, Q, g or w",
      },
    },
    video_id: {
      description: "Video ID (youtube.com/watch?v=<video_id>).",
      rule: {
        pattern: "[A-Za-z0-9_-]{10}[AEIMQUYcgkosw048]",
        maxLength: 11,
        rule: "a YouTube video ID: 11 characters of A-Z a-z 0-9 _ -, the last one of AEIMQUYcgkosw048",
      },
    },
  },
  snapchat: {
    username: {
      description: "Snapchat username (snapchat.com/add/<username>).",
      rule: {
        pattern: "[A-Za-z][A-Za-z0-9._-]{1,13}[A-Za-z0-9]",
        maxLength: 15,
        rule: "a Snapchat username: 3-15 letters, digits, hyphens, underscores or periods, starting with a letter and ending with a letter or digit",
      },
    },
  },
  pinterest: {
    username: {
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
    },
  },
  threads: {
    username: {
      description: "Threads username (the Instagram username of the account).",
      rule: INSTAGRAM_USERNAME,
      sigil: "@",
    },
  },
  reddit: {
    user: {
      description: "Reddit username (reddit.com/user/<user>).",
      rule: {
        pattern: "[A-Za-z0-9_-]{3,20}",
        maxLength: 20,
        rule: "a Reddit username: 3-20 letters, digits, underscores or hyphens",
      },
      sigil: "u/",
    },
    subreddit: {
      description: "Community name (reddit.com/r/<subreddit>).",
      rule: {
        pattern: "[A-Za-z0-9][A-Za-z0-9_]{2,20}",
        maxLength: 21,
        rule: "a subreddit name: 3-21 letters, digits or underscores, not starting with an underscore",
      },
      sigil: "r/",
    },
  },
  github: {
    username: {
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
    },
    repository: {
      description: "Repository as owner/name (github.com/<owner>/<name>).",
      rule: {
        pattern: `${GITHUB_OWNER}/(?!\\.\\.?$)[A-Za-z0-9._-]{1,100}`,
        maxLength: 140,
        rule: "a GitHub repository as owner/name: a user or organisation name, a slash, and 1-100 letters, digits, hyphens, underscores or periods (not . or ..)",
      },
    },
  },
  discord: {
    invite: {
      description: "Invite code or vanity name (discord.gg/<invite>).",
      rule: {
        pattern: "[A-Za-z0-9-]{2,32}",
        maxLength: 32,
        rule: "a Discord invite code: 2-32 letters, digits or hyphens",
      },
    },
  },
  twitch: {
    username: {
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
    },
  },
  bluesky: {
    handle: {
      description: "Bluesky handle, a domain name such as alice.bsky.social.",
      rule: {
        pattern:
          "(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?",
        maxLength: 253,
        rule: "a Bluesky handle: a domain name such as alice.bsky.social (dot-separated labels of 1-63 letters, digits or inner hyphens, the last starting with a letter; at most 253 characters)",
      },
      sigil: "@",
    },
  },
} satisfies Record<string, Record<string, LinkHandle>>;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * Schema of a {@link LinkHandle}: the rule as its pattern (with the optional sigil), its limits and its message.
 *
 * @example
 * ```ts
 * handleSchema({ description: "Twitch username.", rule: { pattern: "[a-z]{4,25}", maxLength: 25, rule: "4-25 letters" } });
 * ```
 */
export function handleSchema({ description, rule, sigil = "" }: LinkHandle): TString {
  const sigilPattern = sigil ? `(?:${escapeRegExp(sigil)})?` : "";
  return Type.String({
    minLength: 1,
    maxLength: rule.maxLength + sigil.length,
    pattern: `^${sigilPattern}(?:${rule.pattern})$`,
    errorMessage: `must be ${rule.rule}`,
    description: sigil ? `${description} A leading '${sigil}' is accepted and dropped.` : description,
  });
}
