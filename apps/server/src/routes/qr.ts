import { ENDPOINTS, expandPath } from "@qrbar/contract";
import { qrCatalog } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { poolCall } from "../pool-call.js";
import { docsUrl } from "../public-url.js";
import { defineRoute } from "./define-route.js";
import { downloadHandler } from "./download.js";
import { imageFields } from "./image-fields.js";
import { qrImage } from "./qr-image.js";
import type { StoringRouteOptions } from "./route-options.js";
import { sendJson } from "./send-json.js";

/** `POST /api/qr/generate`, `GET /api/qr/types`, `GET /api/qr/download/{qr_id}`. */
export async function qrRoutes(
  app: FastifyInstance,
  { store, saveCode, generator, publicBaseUrl }: StoringRouteOptions,
): Promise<void> {
  defineRoute(app, ENDPOINTS.generateQr, async (request, reply) => {
    const image = await qrImage(generator, request.body, poolCall(request, reply));
    // Nothing is stored for a client that has gone (see storedBytesBudget).
    const { id, createdAt } = await saveCode(request, reply, "qr", image);
    reply.header("cache-control", "no-store");
    return sendJson(reply, {
      success: true as const,
      qr_id: id,
      ...imageFields(image),
      download_url: expandPath(ENDPOINTS.downloadQr, { qr_id: id }),
      generated_at: createdAt,
      api_docs: docsUrl(request, publicBaseUrl),
    });
  });

  const catalog = qrCatalog();
  defineRoute(app, ENDPOINTS.listQrTypes, async (request) => ({
    success: true as const,
    ...catalog,
    documentation: docsUrl(request, publicBaseUrl),
  }));

  defineRoute(app, ENDPOINTS.downloadQr, downloadHandler(store, "qr", "qr_id"));
}
