import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A content coding a document is kept in besides its own bytes. */
type Coding = "br" | "gzip";

/** One variant of a document: its bytes and the strong validator of exactly those bytes. */
interface Variant {
  readonly body: Buffer;
  readonly etag: string;
}

/**
 * A document served as it was built once: its bytes, gzip and brotli made once (in libuv's threads,
 * off the event loop), and a strong `ETag` for each, so that a request costs a lookup and a write.
 */
export interface PrebuiltDocument {
  /** Its `Content-Type`. */
  readonly type: string;
  /** Its `Cache-Control`. */
  readonly cacheControl: string;
  readonly identity: Variant;
  readonly encoded: Readonly<Record<Coding, Variant>>;
}

/**
 * Brotli quality: 9 packs the 1.7 MB Swagger UI bundle to 387 KB in 0.13 s, where 11 (the maximum)
 * saves another 9 % for 3.1 s, paid by whoever asks first.
 */
const BROTLI_QUALITY = 9;

const tagOf = (body: Buffer, suffix: string) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}${suffix}"`;

/**
 * Builds a {@link PrebuiltDocument}: the bytes, gzip (level 9) and brotli, each with its own strong
 * ETag (a content coding is a representation of its own).
 *
 * @example
 * ```ts
 * const document = await prebuildDocument(JSON.stringify(app.swagger()), "application/json; charset=utf-8");
 * ```
 */
export async function prebuildDocument(
  content: string | Buffer,
  type: string,
  cacheControl = "no-cache",
): Promise<PrebuiltDocument> {
  const body = typeof content === "string" ? Buffer.from(content, "utf8") : content;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipped(body, { level: 9 }),
  ]);
  return {
    type,
    cacheControl,
    identity: { body, etag: tagOf(body, "") },
    encoded: { br: { body: br, etag: tagOf(body, "-br") }, gzip: { body: gz, etag: tagOf(body, "-gz") } },
  };
}

/**
 * The coding to answer with for an `Accept-Encoding`: brotli or gzip by the client's weights (`q=0`
 * refuses one, `*` stands for those not named; brotli on a tie), or none.
 *
 * @example
 * ```ts
 * preferredCoding("gzip, deflate, br;q=0.5"); // "gzip"
 * ```
 */
export function preferredCoding(acceptEncoding: string | undefined): Coding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (coding: Coding) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gz = weight("gzip");
  if (br > 0 && br >= gz) return "br";
  return gz > 0 ? "gzip" : undefined;
}

/** Whether an `If-None-Match` names one of the document's validators (or `*`), compared weakly as RFC 9110 says for GET. */
function matches(ifNoneMatch: string | undefined, document: PrebuiltDocument): boolean {
  if (!ifNoneMatch) return false;
  const tags = [document.identity.etag, document.encoded.br.etag, document.encoded.gzip.etag];
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tags.includes(tag));
}

/**
 * Answers a request with a {@link PrebuiltDocument}: `304` with no body when `If-None-Match` names
 * any of its validators (the document is unchanged, whichever coding the client kept), else the
 * variant `Accept-Encoding` prefers, with `Vary: accept-encoding` and that variant's `ETag`.
 *
 * @example
 * ```ts
 * defineRoute(app, ENDPOINTS.llmsTxt, async (request, reply) => sendDocument(await document, request, reply));
 * ```
 */
export function sendDocument(document: PrebuiltDocument, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const coding = preferredCoding(request.headers["accept-encoding"]);
  const variant = coding ? document.encoded[coding] : document.identity;
  reply.header("cache-control", document.cacheControl).header("vary", "accept-encoding").header("etag", variant.etag);
  if (matches(request.headers["if-none-match"], document)) return reply.code(304).send();
  reply.type(document.type);
  if (coding) reply.header("content-encoding", coding);
  return reply.send(variant.body);
}
