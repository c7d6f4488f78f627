import { Type } from "@sinclair/typebox";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { defineQrType } from "../../qr-type.js";
import { queryParam, readWebLink } from "./web-link.js";

/** Zoom meeting IDs: 9 digits (meetings scheduled before April 2020), 10 (personal) or 11. */
const MEETING_ID = /^[0-9]{9,11}$/;
const MEETING_ID_RULE = "must be a Zoom meeting ID: 9 to 11 digits (spaces and dashes are ignored)";
/** The `pwd` token of an invite link: URL-safe characters only, so it is written as it is. */
const PWD = "^[A-Za-z0-9._~-]{1,128}$";

/**
 * A Zoom meeting: `https://zoom.us/j/<meeting ID>`, with `?pwd=<token>` when the invite link has one.
 *
 * @example
 * ```ts
 * zoom.build({ meeting_id: "123 4567 8901" }); // "https://zoom.us/j/12345678901"
 * ```
 */
export const zoom = defineQrType({
  key: "zoom",
  label: "Zoom meeting",
  schema: Type.Object(
    {
      meeting_id: Type.String({
        minLength: 9,
        maxLength: 20,
        pattern: "^[0-9][0-9 -]*$",
        errorMessage: MEETING_ID_RULE,
        description: "Meeting ID, e.g. 123 4567 8901; spaces and dashes are removed.",
      }),
      pwd: Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: 128,
          pattern: PWD,
          errorMessage: "must be the pwd value of a Zoom invite link: 1-128 letters, digits or . _ ~ -",
          description:
            "The `pwd` value of the meeting's invite link (Zoom's encoded passcode, not the passcode people type), which lets scanners join without typing it.",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  example: { meeting_id: "12345678901", pwd: "aBcDeFgHiJkLmNoPqRsTuVwXyZ012345.1" },
  build: ({ meeting_id, pwd }) => {
    const id = meeting_id.replace(/[ -]/g, "");
    if (!MEETING_ID.test(id)) throw QrbarError.field("content.meeting_id", MEETING_ID_RULE);
    return `https://zoom.us/j/${id}${pwd === undefined ? "" : `?pwd=${pwd}`}`;
  },
  parse: (payload) => {
    const url = readWebLink(payload, /^(?:[a-z0-9-]+\.)?zoom\.us$/);
    const id = url && /^\/j\/([0-9]{9,11})\/?$/.exec(url.pathname)?.[1];
    if (!url || !id) return undefined;
    const pwd = queryParam(url, "pwd");
    if (pwd === undefined) return { meeting_id: id };
    return new RegExp(PWD).test(pwd) ? { meeting_id: id, pwd } : undefined;
  },
});
