import { QrbarError } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** JSON bodies over this are 413 (docs/decisions.md). */
export const JSON_BODY_LIMIT = 1_048_576;

/** Deepest nesting of objects and arrays a JSON body may have (the deepest request needs 4). */
export const MAX_JSON_DEPTH = 32;

/** Most values (members and elements, nested ones included) a JSON body may hold; a full batch needs about 1,500. */
export const MAX_JSON_VALUES = 10_000;

/** How deep a JSON text nests and how many values it holds, counted without parsing it. */
export interface JsonShape {
  readonly depth: number;
  readonly values: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/**
 * The nesting depth and value count of a JSON text, in one pass over its characters outside
 * strings, stopping as soon as either passes its limit: about 2 ms for 1 MB, so a body can be
 * refused before `JSON.parse` builds it (90,000 keys take it about 100 ms and many MB). Text that
 * is not JSON gets some numbers; the parser refuses it next.
 *
 * @example
 * ```ts
 * jsonShape('{"items":[{"a":1},{"b":2}]}'); // { depth: 3, values: 5 }
 * ```
 */
export function jsonShape(text: string, limits = { depth: MAX_JSON_DEPTH, values: MAX_JSON_VALUES }): JsonShape {
  let depth = 0;
  let deepest = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      // An opening counts the container's first value (a comma counts each further one).
      values++;
      if (depth > deepest) deepest = depth;
      if (deepest > limits.depth) break;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    } else if (c === COMMA) {
      values++;
      if (values > limits.values) break;
    }
  }
  return { depth: deepest, values };
}

/** The refusal of a body past {@link MAX_JSON_DEPTH} or {@link MAX_JSON_VALUES}, if it is. */
export function jsonShapeProblem(text: string): QrbarError | undefined {
  const { depth, values } = jsonShape(text);
  const [message] = [
    depth > MAX_JSON_DEPTH && `nests deeper than ${MAX_JSON_DEPTH} levels`,
    values > MAX_JSON_VALUES && `holds more than ${MAX_JSON_VALUES.toLocaleString("en-US")} values`,
  ].filter((problem): problem is string => typeof problem === "string");
  if (message === undefined) return undefined;
  return QrbarError.field("body", `${message}; no request needs that many`);
}

/**
 * JSON bodies are measured before they are parsed: one nested deeper than {@link MAX_JSON_DEPTH}
 * or holding more than {@link MAX_JSON_VALUES} values is `400 VALIDATION_ERROR` at once, so no
 * route, worker pool or store ever sees it. Then Fastify's own parser, which leaves a `__proto__`
 * key an own key (as `JSON.parse` does): the prototype-keys plugin refuses it next, naming where it
 * is, where Fastify's refusal would only say the body is not valid JSON. `text/plain` has no parser:
 * a JSON route given it answers `415 UNSUPPORTED_MEDIA_TYPE`.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser("ignore", "ignore");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    const problem = jsonShapeProblem(text);
    if (problem) return done(problem, undefined);
    return parseJson(request, text, done);
  });
});
