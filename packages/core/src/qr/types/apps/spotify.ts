import { Type } from "@sinclair/typebox";
import { stringEnum } from "../../fields/string-enum.js";
import { defineQrType } from "../../qr-type.js";
import { readWebLink } from "./web-link.js";

/** What a Spotify link can open. */
const SPOTIFY_KINDS = ["track", "album", "playlist", "artist", "show", "episode", "audiobook"] as const;
type SpotifyKind = (typeof SPOTIFY_KINDS)[number];

/** A Spotify ID: 22 base-62 characters. */
const SPOTIFY_ID = "[0-9A-Za-z]{22}";
const KIND = `(${SPOTIFY_KINDS.join("|")})`;
/** An open.spotify.com path, with the optional `intl-<locale>` segment of shared links. */
const WEB_PATH = new RegExp(`^/(?:intl-[a-z]{2}(?:-[A-Za-z]{2})?/)?${KIND}/(${SPOTIFY_ID})/?$`);
/** A Spotify URI: `spotify:<kind>:<id>`. */
const URI = new RegExp(`^spotify:${KIND}:(${SPOTIFY_ID})$`);

/** The kind and ID a Spotify link or URI points at. */
function spotifyTarget(payload: string): { kind: SpotifyKind; id: string } | undefined {
  const url = readWebLink(payload, /^open\.spotify\.com$/);
  const match = url ? WEB_PATH.exec(url.pathname) : URI.exec(payload);
  const kind = SPOTIFY_KINDS.find((k) => k === match?.[1]);
  return kind && match?.[2] ? { kind, id: match[2] } : undefined;
}

/**
 * Something to play on Spotify: `https://open.spotify.com/<kind>/<22-character ID>`, which opens the app
 * where it is installed and the web player elsewhere. Parsing also reads `spotify:<kind>:<id>` URIs.
 *
 * @example
 * ```ts
 * spotify.parse?.("spotify:album:1DFixLWuPkv3KT3TnV35m3"); // { kind: "album", id: "1DFixLWuPkv3KT3TnV35m3" }
 * ```
 */
export const spotify = defineQrType({
  key: "spotify",
  label: "Spotify",
  schema: Type.Object(
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
  ),
  example: { kind: "track", id: "4uLU6hMCjMI75M1A2tKUQC" },
  build: ({ kind, id }) => `https://open.spotify.com/${kind}/${id}`,
  parse: spotifyTarget,
});
