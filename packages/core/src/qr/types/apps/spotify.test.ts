import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("spotify", {
  payloads: [
    [{ kind: "playlist", id: "37i9dQZF1DXcBWIGoYBM5M" }, "https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M"],
    [{ kind: "episode", id: "512ojhOuo1ktJprKbVcKyQ" }, "https://open.spotify.com/episode/512ojhOuo1ktJprKbVcKyQ"],
  ],
  parses: [
    [
      "https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC?si=a1b2c3",
      { kind: "track", id: "4uLU6hMCjMI75M1A2tKUQC" },
    ],
    ["spotify:album:1DFixLWuPkv3KT3TnV35m3", { kind: "album", id: "1DFixLWuPkv3KT3TnV35m3" }],
  ],
  refusals: [
    [{ kind: "song", id: "4uLU6hMCjMI75M1A2tKUQC" }, "content.kind", "must be one of track, album, playlist"],
    [{ kind: "track", id: "4uLU6hMCjMI75M1A2tKUQ" }, "content.id", "22 characters of 0-9 A-Z a-z"],
  ],
});
