import { TEAMS_LINK_SHAPE, TeamsContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { defineQrType } from "../../qr-type.js";
import { decodeComponent, queryParam, readWebLink } from "./web-link.js";

/** Teams hosts: commercial, Teams (free) for consumers, and the US government clouds. */
const TEAMS_HOSTS = /^(?:teams\.microsoft\.com|teams\.live\.com|gov\.teams\.microsoft\.us|dod\.teams\.microsoft\.us)$/;
/** `/l/meetup-join/<thread ID>/<message ID>`: the classic join link. */
const MEETUP_JOIN = /^\/l\/meetup-join\/([^/]+)\/([0-9]+)\/?$/;
/** A meeting (or channel) conversation: `19:…@thread.v2` (also `.skype`, `.tacv2`). */
const THREAD_ID = /^19:[A-Za-z0-9_.=+/-]+@thread\.(?:v2|skype|tacv2)$/;
/** `/meet/<meeting ID>`: the short join link (2025 on), with the hashed passcode in `p`. */
const MEET = /^\/meet\/([0-9]{9,16})\/?$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tenant ID in a meetup-join link's `context` JSON (`{"Tid":"<GUID>","Oid":"<GUID>"}`), if any. */
function contextTenant(url: URL): string | undefined {
  const context = queryParam(url, "context");
  if (context === undefined) return undefined;
  try {
    const tid: unknown = JSON.parse(context)?.Tid;
    return typeof tid === "string" && GUID.test(tid) ? tid : undefined;
  } catch {
    return undefined;
  }
}

/** Why `link` is not a Teams join link, as a rule completing "content.url …", or `undefined` when it is one. */
function joinLinkProblem(link: string): string | undefined {
  const url = readWebLink(link, TEAMS_HOSTS);
  if (url?.protocol !== "https:") {
    return "must be an https link on teams.microsoft.com (or teams.live.com, gov.teams.microsoft.us, dod.teams.microsoft.us)";
  }
  const join = MEETUP_JOIN.exec(url.pathname);
  if (join?.[1]) {
    const thread = decodeComponent(join[1]);
    if (!thread || !THREAD_ID.test(thread)) {
      return "must name the meeting's conversation as 19:…@thread.v2 after /l/meetup-join/";
    }
    return contextTenant(url)
      ? undefined
      : 'must keep the context parameter with the tenant ID ({"Tid":"<GUID>",…}) that Teams writes in every meetup-join link; copy the whole link';
  }
  const meet = MEET.exec(url.pathname);
  if (!meet) return TEAMS_LINK_SHAPE;
  const passcode = queryParam(url, "p");
  return passcode === undefined || /^[A-Za-z0-9_-]{1,128}$/.test(passcode)
    ? undefined
    : "must have a passcode p of 1-128 letters, digits, underscores or hyphens";
}

/**
 * A Microsoft Teams meeting: its join link, checked for host, path and the parts Teams needs, and kept as it is.
 *
 * @example
 * ```ts
 * teams.build({ url: "https://teams.microsoft.com/meet/2345678901234?p=Ab3dEf9GhJ" }); // the same link
 * teams.build({ url: "https://teams.microsoft.com/l/chat/0/0" }); // throws: content.url must be a Teams meeting join link ...
 * ```
 */
export const teams = defineQrType({
  key: "teams",
  label: "Microsoft Teams meeting",
  schema: TeamsContentSchema,
  example: {
    url: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_MGY4ZmFkNWItZDljYi00NjlmLWExNjUtNzA4Njc3Mjg5NTBl%40thread.v2/0?context=%7b%22Tid%22%3a%223f2504e0-4f89-41d3-9a0c-0305e82c3301%22%2c%22Oid%22%3a%226a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d%22%7d",
  },
  build: ({ url }) => {
    const problem = joinLinkProblem(url);
    if (problem) throw QrbarError.field("content.url", problem);
    return url;
  },
  parse: (payload) => (joinLinkProblem(payload) === undefined ? { url: payload } : undefined),
});
