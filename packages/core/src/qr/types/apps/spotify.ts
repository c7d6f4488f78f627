import { SPOTIFY_ID, SPOTIFY_KINDS, SpotifyContentSchema } from "@qrbar/contract";
import { defineQrType } from "../../qr-type.js";
import { readWebLink } from "./web-link.js";

type SpotifyKind = (typeof SPOTIFY_KINDS)[number];

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
  schema: SpotifyContentSchema,
  example: { kind: "track", id: "4uLU6hMCjMI75M1A2tKUQC" },
  build: ({ kind, id }) => `https://open.spotify.com/${kind}/${id}`,
  parse: spotifyTarget,
});
