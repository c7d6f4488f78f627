import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * Characters of JSON written in one turn of the event loop: a quarter of a million take about a
 * millisecond to write, escape and encode, so the longest answer (16 MB of base64 images) stalls
 * other clients for no more than that at a time.
 */
export const JSON_SLICE_CHARS = 262_144;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** What JSON writes escaped: quotes, backslashes, control characters, and (lone) surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what JSON escapes.
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A slice of a string as it stands inside JSON quotes; base64 (most of a long answer) needs no escaping, nor copy. */
const escaped = (slice: string) => (NEEDS_ESCAPE.test(slice) ? JSON.stringify(slice).slice(1, -1) : slice);

/**
 * The JSON text of `value` (plain data: objects, arrays, strings, numbers, booleans, null; undefined
 * members left out, as `JSON.stringify` does) in parts, a long string in slices of
 * {@link JSON_SLICE_CHARS}, never splitting a surrogate pair.
 */
function* jsonParts(value: unknown): Generator<string> {
  if (typeof value === "string" && value.length > JSON_SLICE_CHARS) {
    yield '"';
    for (let start = 0; start < value.length; ) {
      let end = Math.min(value.length, start + JSON_SLICE_CHARS);
      if (end < value.length && isHighSurrogate(value.charCodeAt(end - 1))) end--;
      yield escaped(value.slice(start, end));
      start = end;
    }
    yield '"';
  } else if (Array.isArray(value)) {
    yield "[";
    for (const [i, element] of value.entries()) {
      if (i > 0) yield ",";
      yield* jsonParts(element === undefined ? null : element);
    }
    yield "]";
  } else if (typeof value === "object" && value !== null) {
    yield "{";
    let first = true;
    for (const [key, member] of Object.entries(value)) {
      if (member === undefined) continue;
      yield `${first ? "" : ","}${JSON.stringify(key)}:`;
      first = false;
      yield* jsonParts(member);
    }
    yield "}";
  } else {
    yield JSON.stringify(value) ?? "null";
  }
}

/** The next slice of at least {@link JSON_SLICE_CHARS} (the last may be shorter), or undefined at the end. */
function nextSlice(parts: Iterator<string>): string | undefined {
  let slice = "";
  for (let part = parts.next(); !part.done; part = parts.next()) {
    slice += part.value;
    if (slice.length >= JSON_SLICE_CHARS) return slice;
  }
  return slice === "" ? undefined : slice;
}

/**
 * Sends `value` as the JSON answer without stalling the event loop on a large one: an answer of up to
 * {@link JSON_SLICE_CHARS} characters goes as one string (with `Content-Length`, as Fastify sends any);
 * a larger one (inline images of a batch or of a large code) is streamed in slices with a turn of the
 * event loop between them, so no client waits behind another's answer for more than one slice. The
 * answer's shape is the route's to keep (the response schema does not shape it).
 *
 * @example
 * ```ts
 * return sendJson(reply, { success: true, results });
 * ```
 */
export function sendJson(reply: FastifyReply, value: unknown): FastifyReply {
  const parts = jsonParts(value);
  const first = nextSlice(parts) ?? "";
  reply.type("application/json; charset=utf-8");
  if (first.length < JSON_SLICE_CHARS) return reply.send(first);
  async function* slices() {
    yield first;
    for (let slice = nextSlice(parts); slice !== undefined; slice = nextSlice(parts)) {
      await new Promise((resolve) => setImmediate(resolve));
      yield slice;
    }
  }
  return reply.send(Readable.from(slices(), { objectMode: false }));
}
