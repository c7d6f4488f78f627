import { QR_CONTENT_SCHEMAS, type QrType } from "@qrbar/contract";
import type { TObject } from "@sinclair/typebox";
import { QrbarError } from "../../../errors/qrbar-error.js";
import type { QrTypeDefinition } from "../../qr-type.js";
import { readWebLink } from "./web-link.js";

/** One way to point a link type at something: a content field and the link it becomes. */
export interface LinkTarget {
  /** The content field holding the identifier, e.g. `username`. */
  readonly field: string;
  /** The canonical identifier for what a caller typed; throws a `QrbarError` naming `field` otherwise. */
  readonly normalise: (value: string, field: string) => string;
  /** The link for a canonical identifier. */
  readonly toLink: (value: string) => string;
  /** The identifier a link on the type's hosts carries for this target, or `undefined` for another shape. */
  readonly fromLink: (url: URL) => string | undefined;
}

/** A QR type whose content is one identifier on one platform, e.g. a username or a company page. */
export interface LinkTypeRow<K extends QrType = QrType> {
  /** The type's key; its content schema is the contract's `QR_CONTENT_SCHEMAS[key]`. */
  readonly key: K;
  readonly label: string;
  /** Hostnames (lower case) the parser accepts; the builder always writes the canonical one. */
  readonly hosts: RegExp;
  /** The ways to name the target; content carries exactly one of their fields. */
  readonly targets: readonly LinkTarget[];
  readonly example: Readonly<Record<string, string>>;
}

/** `normalise` as a test: the canonical value, or `undefined` when the value breaks the rule. */
function tryNormalise(target: LinkTarget, value: string): string | undefined {
  try {
    return target.normalise(value, `content.${target.field}`);
  } catch {
    return undefined;
  }
}

/**
 * Turns a {@link LinkTypeRow} into a QR type, with the contract's content schema for its key. With one
 * target its field is required; with several, each is optional and the content must carry exactly one
 * (`content needs one of profile, company`).
 *
 * @example
 * ```ts
 * const twitch = defineLinkType({
 *   key: "twitch", label: "Twitch channel", hosts: /^(?:www\.)?twitch\.tv$/,
 *   targets: [handleTarget({ field: "username", handle: LINK_HANDLES.twitch.username, base: "https://www.twitch.tv/", from: /^\/([^/]+)\/?$/ })],
 *   example: { username: "twitchpresents" },
 * });
 * twitch.build({ username: "twitchpresents" }); // "https://www.twitch.tv/twitchpresents"
 * ```
 */
export function defineLinkType<const K extends QrType>(row: LinkTypeRow<K>): QrTypeDefinition<TObject, K> {
  const fields = row.targets.map((t) => t.field);
  return {
    key: row.key,
    label: row.label,
    schema: QR_CONTENT_SCHEMAS[row.key],
    example: row.example,
    build: (content) => {
      const given = row.targets.filter((t) => content[t.field] !== undefined);
      const [target] = given;
      if (!target || given.length > 1) {
        throw QrbarError.field("content", `${target ? "takes only one" : "needs one"} of ${fields.join(", ")}`);
      }
      return target.toLink(target.normalise(String(content[target.field]), `content.${target.field}`));
    },
    parse: (payload) => {
      const url = readWebLink(payload, row.hosts);
      if (!url) return undefined;
      for (const target of row.targets) {
        const raw = target.fromLink(url);
        const value = raw === undefined ? undefined : tryNormalise(target, raw);
        if (value !== undefined) return { [target.field]: value };
      }
      return undefined;
    },
  };
}
