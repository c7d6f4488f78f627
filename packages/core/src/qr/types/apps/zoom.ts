import { ZOOM_MEETING_ID_RULE, ZOOM_PWD, ZoomContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { defineQrType } from "../../qr-type.js";
import { queryParam, readWebLink } from "./web-link.js";

/** Zoom meeting IDs: 9 digits (meetings scheduled before April 2020), 10 (personal) or 11. */
const MEETING_ID = /^[0-9]{9,11}$/;

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
  schema: ZoomContentSchema,
  example: { meeting_id: "12345678901", pwd: "aBcDeFgHiJkLmNoPqRsTuVwXyZ012345.1" },
  build: ({ meeting_id, pwd }) => {
    const id = meeting_id.replace(/[ -]/g, "");
    if (!MEETING_ID.test(id)) throw QrbarError.field("content.meeting_id", ZOOM_MEETING_ID_RULE);
    return `https://zoom.us/j/${id}${pwd === undefined ? "" : `?pwd=${pwd}`}`;
  },
  parse: (payload) => {
    const url = readWebLink(payload, /^(?:[a-z0-9-]+\.)?zoom\.us$/);
    const id = url && /^\/j\/([0-9]{9,11})\/?$/.exec(url.pathname)?.[1];
    if (!url || !id) return undefined;
    const pwd = queryParam(url, "pwd");
    if (pwd === undefined) return { meeting_id: id };
    return new RegExp(ZOOM_PWD).test(pwd) ? { meeting_id: id, pwd } : undefined;
  },
});
