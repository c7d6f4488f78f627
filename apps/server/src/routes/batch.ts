import { setImmediate as nextTurn } from "node:timers/promises";
import { BATCH_MAX_ITEMS, ENDPOINTS, expandPath } from "@qrbar/contract";
import { type BatchItemOutcome, batchId, type GeneratedImage, generateBatch, isQrbarError } from "@qrbar/core";
import { validate } from "@qrbar/core/service";
import * as Type from "@sinclair/typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { errorBody } from "../errors/error-handler.js";
import type { RequestCost } from "../plugins/rate-limit.js";
import { poolCall } from "../pool-call.js";
import { docsUrl } from "../public-url.js";
import { defineRoute } from "./define-route.js";
import { imageFields } from "./image-fields.js";
import { qrImage } from "./qr-image.js";
import type { StoringRouteOptions } from "./route-options.js";
import { sendJson } from "./send-json.js";

/** The envelope only: items are checked one by one so that a bad item fails alone. */
const BatchEnvelopeSchema = Type.Object({ items: Type.Unknown() }, { additionalProperties: false });

/**
 * A batch costs one request per item against the rate limit; one that the batch itself refuses
 * (no items, or more than 50) costs just itself.
 */
const BATCH_COST: RequestCost = {
  of: (request: FastifyRequest) => {
    const items = (request.body as { items?: unknown } | null)?.items;
    return Array.isArray(items) && items.length <= BATCH_MAX_ITEMS ? items.length : 1;
  },
  per: "item",
};

/**
 * A batch's results in request order: each generated item stored with `save` (within the client's
 * stored-bytes budget), one a turn of the event loop since storing an image costs it about 6 ms a
 * megabyte (base64, hash, record). An item over the budget or the cap fails alone, unstored.
 */
async function storeItems(
  outcomes: readonly BatchItemOutcome[],
  save: (image: GeneratedImage) => Promise<{ id: number }>,
) {
  const results = [];
  for (const outcome of outcomes) {
    if (!outcome.success) {
      results.push({ index: outcome.index, type: outcome.type, ...errorBody(outcome.error) });
      continue;
    }
    if (results.length > 0) await nextTurn();
    try {
      const { id } = await save(outcome.image);
      results.push({
        index: outcome.index,
        success: true as const,
        qr_id: id,
        ...imageFields(outcome.image),
        download_url: expandPath(ENDPOINTS.downloadQr, { qr_id: id }),
      });
    } catch (error) {
      if (!isQrbarError(error) || (error.code !== "RATE_LIMITED" && error.code !== "PAYLOAD_TOO_LARGE")) throw error;
      results.push({ index: outcome.index, type: outcome.image.type, ...errorBody(error) });
    }
  }
  return results;
}

/**
 * `POST /api/batch/qr`: up to 50 QR codes in one request, each stored and downloadable. Each item
 * costs a request against the rate limit; the items' images are bounded in all
 * (`BATCH_MAX_IMAGE_BYTES`, see `generateBatch`) and each is stored within the client's stored-bytes
 * budget, in order: an item that does not fit fails alone and is not stored. The answer is streamed.
 */
export async function batchRoutes(
  app: FastifyInstance,
  { saveCode, generator, publicBaseUrl }: StoringRouteOptions,
): Promise<void> {
  defineRoute(
    app,
    ENDPOINTS.generateQrBatch,
    async (request, reply) => {
      const started = new Date();
      const { items } = validate(BatchEnvelopeSchema, request.body, "");
      // The items are one client's: one after another, a heavy one waiting for the client's share of the
      // pool rather than refused, and none started once the client has gone.
      const call = { ...poolCall(request, reply), waitForShare: true };
      const outcomes = await generateBatch(items, {
        generate: (item) => qrImage(generator, item, call),
        signal: call.signal,
      });
      // Nothing is stored for a client that has gone (saveCode checks the same signal).
      const results = await storeItems(outcomes, (image) => saveCode(request, reply, "qr", image));
      // Nor is an answer (up to 50 images in base64) built for one that left during the saves.
      call.signal.throwIfAborted();
      const successful = results.filter((r) => r.success).length;
      reply.header("cache-control", "no-store");
      return sendJson(reply, {
        success: true as const,
        batch_id: batchId(started),
        total_items: results.length,
        successful,
        failed: results.length - successful,
        results,
        generated_at: new Date().toISOString(),
        api_docs: docsUrl(request, publicBaseUrl),
      });
    },
    { config: { requestCost: BATCH_COST } },
  );
}
