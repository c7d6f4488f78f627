import type { CodeKind, CodeStore } from "@qrbar/core";
import { QrbarError } from "@qrbar/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import { fileName } from "./file-name.js";
import { ifNoneMatchHits } from "./image-negotiation.js";

/** What a stored thing is called in a `NOT_FOUND` message. */
const NAMES: Record<CodeKind, string> = { qr: "QR code", barcode: "barcode", label: "label" };
const ID_PATTERN = /^[1-9]\d{0,15}$/;

/**
 * Parses a download id: a positive integer of at most 2^53-1, else `VALIDATION_ERROR`.
 */
export function parseCodeId(raw: string, field: string): number {
  const id = Number(raw);
  if (!ID_PATTERN.test(raw) || !Number.isSafeInteger(id)) {
    throw QrbarError.field(
      field,
      `must be a positive whole number of at most ${Number.MAX_SAFE_INTEGER}; got '${raw}'`,
    );
  }
  return id;
}

/**
 * A handler that serves a stored code: its exact bytes, typed, as an attachment, cacheable forever,
 * with an `ETag` and `304` on a matching `If-None-Match`.
 */
export function downloadHandler(store: CodeStore, kind: CodeKind, field: string) {
  return async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const id = parseCodeId(request.params.id, field);
    const code = await store.load(kind, id);
    if (!code) {
      throw new QrbarError("NOT_FOUND", `no ${NAMES[kind]} with id ${id}; it may have expired`);
    }
    reply
      .header("content-type", code.mimeType)
      .header("content-disposition", `attachment; filename="${fileName(`${kind}_${id}`, code.mimeType)}"`)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("etag", code.etag)
      .header("last-modified", new Date(code.createdAt).toUTCString());
    if (ifNoneMatchHits(request.headers["if-none-match"], code.etag)) return reply.code(304).send();
    return reply.send(code.bytes);
  };
}
