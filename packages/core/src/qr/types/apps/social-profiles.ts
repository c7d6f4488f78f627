import { LINK_HANDLES } from "@qrbar/contract";
import { handleTarget } from "./handle-target.js";
import { defineLinkType, type LinkTypeRow } from "./link-type.js";
import { queryParam } from "./web-link.js";

/** A link path of one segment, `/name` or `/name/`. */
const ONE_SEGMENT = /^\/([^/]+)\/?$/;
/** A link path `/@name`. */
const AT_SEGMENT = /^\/@([^/]+)\/?$/;

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
const SOCIAL_PROFILES = [
  {
    key: "facebook",
    label: "Facebook profile or page",
    hosts: /^(?:(?:www|m|web)\.)?facebook\.com$|^(?:www\.)?fb\.com$/,
    targets: [
      handleTarget({
        field: "username",
        handle: LINK_HANDLES.facebook.username,
        base: "https://www.facebook.com/",
        from: ONE_SEGMENT,
      }),
      handleTarget({
        field: "profile_id",
        handle: LINK_HANDLES.facebook.profile_id,
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
        handle: LINK_HANDLES.instagram.username,
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
        handle: LINK_HANDLES.twitter.username,
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
        handle: LINK_HANDLES.linkedin.profile,
        base: "https://www.linkedin.com/in/",
        from: /^\/in\/([^/]+)\/?$/,
      }),
      handleTarget({
        field: "company",
        handle: LINK_HANDLES.linkedin.company,
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
        handle: LINK_HANDLES.tiktok.username,
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
        handle: LINK_HANDLES.youtube.handle,
        base: "https://www.youtube.com/@",
        from: AT_SEGMENT,
      }),
      handleTarget({
        field: "channel_id",
        handle: LINK_HANDLES.youtube.channel_id,
        base: "https://www.youtube.com/channel/",
        from: /^\/channel\/([^/]+)\/?$/,
      }),
      handleTarget({
        field: "video_id",
        handle: LINK_HANDLES.youtube.video_id,
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
        handle: LINK_HANDLES.snapchat.username,
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
        handle: LINK_HANDLES.pinterest.username,
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
        handle: LINK_HANDLES.threads.username,
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
        handle: LINK_HANDLES.reddit.user,
        base: "https://www.reddit.com/user/",
        from: /^\/(?:user|u)\/([^/]+)\/?$/,
      }),
      handleTarget({
        field: "subreddit",
        handle: LINK_HANDLES.reddit.subreddit,
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
        handle: LINK_HANDLES.github.username,
        base: "https://github.com/",
        from: ONE_SEGMENT,
      }),
      handleTarget({
        field: "repository",
        handle: LINK_HANDLES.github.repository,
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
        handle: LINK_HANDLES.discord.invite,
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
        handle: LINK_HANDLES.twitch.username,
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
        handle: LINK_HANDLES.bluesky.handle,
        base: "https://bsky.app/profile/",
        from: /^\/profile\/([^/]+)\/?$/,
      }),
    ],
    example: { handle: "bsky.app" },
  },
] as const satisfies readonly LinkTypeRow[];

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
export const SOCIAL_PROFILE_TYPES = SOCIAL_PROFILES.map(defineLinkType);
