import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("facebook", {
  payloads: [[{ profile_id: "100004123456789" }, "https://www.facebook.com/profile.php?id=100004123456789"]],
  parses: [
    ["https://www.facebook.com/profile.php?id=100004123456789", { profile_id: "100004123456789" }],
    ["https://m.facebook.com/natgeo/", { username: "natgeo" }],
  ],
  refusals: [
    [{ username: "abcd" }, "content.username", "5-50 letters, digits or periods"],
    [{ username: "profile.php" }, "content.username", "must not be 'profile.php', which the platform reserves"],
    [{ profile_id: "0123456" }, "content.profile_id", "numeric Facebook profile ID"],
  ],
});

describeQrType("instagram", {
  payloads: [[{ username: "@nat.geo_travel" }, "https://www.instagram.com/nat.geo_travel"]],
  parses: [["https://www.instagram.com/nasa/?igsh=MWQ1ZGUxMzBkMA%3D%3D", { username: "nasa" }]],
  refusals: [
    [{ username: ".nasa" }, "content.username", "not starting or ending with a period"],
    [{ username: "na..sa" }, "content.username", "without two periods in a row"],
    [{ username: "a".repeat(31) }, "content.username", "1-30 letters"],
    [{ username: "nasa", url: "https://instagram.com/nasa" }, "content.url", "is not a known field"],
  ],
});

describeQrType("twitter", {
  payloads: [[{ username: "@jack" }, "https://x.com/jack"]],
  parses: [["https://twitter.com/NASA", { username: "NASA" }]],
  refusals: [
    [{ username: "sixteen_chars_xx" }, "content.username", "1-15 letters, digits or underscores"],
    [{ username: "explore" }, "content.username", "must not be 'explore', which the platform reserves"],
  ],
});

describeQrType("linkedin", {
  payloads: [[{ company: "microsoft" }, "https://www.linkedin.com/company/microsoft"]],
  parses: [["https://de.linkedin.com/company/microsoft/", { company: "microsoft" }]],
  refusals: [
    [{ profile: "bill gates" }, "content.profile", "3-100 letters, digits or hyphens"],
    [{}, "content", "needs one of profile, company"],
  ],
});

describeQrType("tiktok", {
  payloads: [[{ username: "@khaby.lame" }, "https://www.tiktok.com/@khaby.lame"]],
  parses: [["https://www.tiktok.com/@tiktok?lang=en", { username: "tiktok" }]],
  refusals: [[{ username: "khaby." }, "content.username", "not ending with a period"]],
});

describeQrType("youtube", {
  payloads: [
    [{ handle: "@MrBeast" }, "https://www.youtube.com/@MrBeast"],
    [{ video_id: "dQw4w9WgXcQ" }, "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    [{ channel_id: "UC_x5XG1OV2P6uZZ5FSM9Ttw" }, "https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw"],
  ],
  parses: [
    ["https://youtu.be/dQw4w9WgXcQ?si=AbCdEf", { video_id: "dQw4w9WgXcQ" }],
    ["https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42", { video_id: "dQw4w9WgXcQ" }],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", { video_id: "dQw4w9WgXcQ" }],
    ["https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw", { channel_id: "UC_x5XG1OV2P6uZZ5FSM9Ttw" }],
  ],
  refusals: [
    [{ video_id: "dQw4w9WgXcR" }, "content.video_id", "the last one of AEIMQUYcgkosw048"],
    [{ channel_id: "UC_x5XG1OV2P6uZZ5FSM9Ttx" }, "content.channel_id", "the last one A, Q, g or w"],
    [{ handle: "ab" }, "content.handle", "3-30 letters"],
    [{ handle: "NASA", video_id: "dQw4w9WgXcQ" }, "content", "takes only one of handle, channel_id, video_id"],
  ],
});

describeQrType("snapchat", {
  parses: [["https://snapchat.com/add/snapchat", { username: "snapchat" }]],
  refusals: [
    [{ username: "1snap" }, "content.username", "starting with a letter"],
    [{ username: "snap_" }, "content.username", "ending with a letter or digit"],
  ],
});

describeQrType("pinterest", {
  parses: [["https://www.pinterest.co.uk/pinterest/", { username: "pinterest" }]],
  refusals: [[{ username: "ab" }, "content.username", "3-30 letters, digits or underscores"]],
});

describeQrType("threads", {
  payloads: [[{ username: "@mosseri" }, "https://www.threads.com/@mosseri"]],
  parses: [["https://www.threads.net/@zuck", { username: "zuck" }]],
  refusals: [[{ username: "zuck." }, "content.username", "not starting or ending with a period"]],
});

describeQrType("reddit", {
  payloads: [
    [{ user: "u/spez" }, "https://www.reddit.com/user/spez"],
    [{ subreddit: "r/AskReddit" }, "https://www.reddit.com/r/AskReddit"],
  ],
  parses: [["https://old.reddit.com/u/spez", { user: "spez" }]],
  refusals: [
    [{ subreddit: "_private" }, "content.subreddit", "not starting with an underscore"],
    [{ user: "ab" }, "content.user", "3-20 letters"],
  ],
});

describeQrType("github", {
  payloads: [
    [{ repository: "microsoft/TypeScript" }, "https://github.com/microsoft/TypeScript"],
    [{ username: "@torvalds" }, "https://github.com/torvalds"],
  ],
  parses: [["https://github.com/microsoft/TypeScript/", { repository: "microsoft/TypeScript" }]],
  refusals: [
    [{ username: "-octocat" }, "content.username", "not starting or ending with a hyphen"],
    [{ username: "octo--cat" }, "content.username", "single hyphens"],
    [{ repository: "octocat/.." }, "content.repository", "(not . or ..)"],
    [{ repository: "octocat" }, "content.repository", "owner/name"],
  ],
});

describeQrType("discord", {
  parses: [["https://discord.com/invite/discord-developers", { invite: "discord-developers" }]],
  refusals: [[{ invite: "a" }, "content.invite", "2-32 letters, digits or hyphens"]],
});

describeQrType("twitch", {
  parses: [["https://m.twitch.tv/twitchpresents/", { username: "twitchpresents" }]],
  refusals: [[{ username: "_twitch" }, "content.username", "not starting with an underscore"]],
});

describeQrType("bluesky", {
  payloads: [[{ handle: "@alice.bsky.social" }, "https://bsky.app/profile/alice.bsky.social"]],
  refusals: [
    [{ handle: "alice" }, "content.handle", "a domain name such as alice.bsky.social"],
    [{ handle: "alice.-bad-.social" }, "content.handle", "a domain name"],
  ],
});
