import { QrbarError } from "../../../errors/qrbar-error.js";
import { defineLinkType } from "./link-type.js";

/** Google Meet's meeting code: ten letters, shown as xxx-yyyy-zzz. */
const LETTERS = /^([a-z]{3})-?([a-z]{4})-?([a-z]{3})$/;

/** The canonical code (lower case, with its two dashes) of what a caller typed, or throws. */
function toMeetCode(value: string, field: string): string {
  const match = LETTERS.exec(value.toLowerCase());
  if (!match) throw QrbarError.field(field, "must be a Google Meet code: 10 letters as xxx-yyyy-zzz");
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/**
 * A Google Meet meeting: `https://meet.google.com/<xxx-yyyy-zzz>`.
 *
 * @example
 * ```ts
 * googleMeet.build({ code: "ABCMNOPXYZ" }); // "https://meet.google.com/abc-mnop-xyz"
 * ```
 */
export const googleMeet = defineLinkType({
  key: "google_meet",
  label: "Google Meet meeting",
  hosts: /^meet\.google\.com$/,
  targets: [
    {
      field: "code",
      normalise: toMeetCode,
      toLink: (code) => `https://meet.google.com/${code}`,
      fromLink: (url) => /^\/([a-z]{3}-[a-z]{4}-[a-z]{3})\/?$/i.exec(url.pathname)?.[1],
    },
  ],
  example: { code: "abc-mnop-xyz" },
});
