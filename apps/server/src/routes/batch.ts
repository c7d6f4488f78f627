import { ENDPOINTS, expandPath } from "@qrbar/contract";
import { batchId, generateBatch, validate } from "@qrbar/core";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { errorBody } from "../errors/error-handler.js";
import { poolCall } from "../pool-call.js";
import { docsUrl } from "../public-url.js";
import { defineRoute } from "./define-route.js";
import { imageFields } from "./image-fields.js";
import { qrImage } from "./qr-image.js";
import type { RouteOptions } from "./route-options.js";

/** The envelope only: items are checked one by one so that a bad item fails alone. */
const BatchEnvelopeSchema = Type.Object({ items: Type.Unknown() }, { additionalProperties: false });

/** `POST /api/batch/qr`: up to 50 QR codes in one request, each stored and downloadable. */
export async function batchRoutes(
  app: FastifyInstance,
  { store, generator, publicBaseUrl }: RouteOptions,
): Promise<void> {
  defineRoute(app, ENDPOINTS.generateQrBatch, async (request, reply) => {
    const started = new Date();
    const { items } = validate(BatchEnvelopeSchema, request.body, "");
    // The items are one client's: one after another, a heavy one waiting for the client's share of the
    // pool rather than refused, and none started once the client has gone.
    const call = { ...poolCall(request, reply), waitForShare: true };
    const outcomes = await generateBatch(items, {
      generate: (item) => qrImage(generator, item, call),
      signal: call.signal,
    });
    // Nothing is stored for a client that has gone.
    call.signal.throwIfAborted();
    const saved = await Promise.all(
      outcomes.map(async (outcome) => (outcome.success ? store.save("qr", outcome.image) : undefined)),
    );
    const results = outcomes.map((outcome, i) => {
      if (!outcome.success) return { index: outcome.index, type: outcome.type, ...errorBody(outcome.error) };
      const id = saved[i]?.id as number;
      return {
        index: outcome.index,
        success: true as const,
        qr_id: id,
        ...imageFields(outcome.image),
        download_url: expandPath(ENDPOINTS.downloadQr, { qr_id: id }),
      };
    });
    // Nor is an answer (up to 50 images in base64) built for one that left during the saves.
    call.signal.throwIfAborted();
    const successful = results.filter((r) => r.success).length;
    reply.header("cache-control", "no-store");
    return {
      success: true as const,
      batch_id: batchId(started),
      total_items: results.length,
      successful,
      failed: results.length - successful,
      results,
      generated_at: new Date().toISOString(),
      api_docs: docsUrl(request, publicBaseUrl),
    };
  });
}
