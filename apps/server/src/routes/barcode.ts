import { ENDPOINTS, expandPath } from "@qrbar/contract";
import { barcodeCatalog } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { poolCall } from "../pool-call.js";
import { docsUrl } from "../public-url.js";
import { defineRoute } from "./define-route.js";
import { downloadHandler } from "./download.js";
import { imageFields } from "./image-fields.js";
import { barcodeImage } from "./qr-image.js";
import type { StoringRouteOptions } from "./route-options.js";
import { sendJson } from "./send-json.js";

/** `POST /api/barcode/generate`, `GET /api/barcode/types`, `GET /api/barcode/download/{barcode_id}`. */
export async function barcodeRoutes(
  app: FastifyInstance,
  { store, saveCode, generator, publicBaseUrl }: StoringRouteOptions,
): Promise<void> {
  defineRoute(app, ENDPOINTS.generateBarcode, async (request, reply) => {
    const image = await barcodeImage(generator, request.body, poolCall(request, reply));
    // Nothing is stored for a client that has gone (see storedBytesBudget).
    const { id, createdAt } = await saveCode(request, reply, "barcode", image);
    reply.header("cache-control", "no-store");
    return sendJson(reply, {
      success: true as const,
      barcode_id: id,
      ...imageFields(image),
      download_url: expandPath(ENDPOINTS.downloadBarcode, { barcode_id: id }),
      generated_at: createdAt,
      api_docs: docsUrl(request, publicBaseUrl),
      text: image.text,
    });
  });

  const catalog = barcodeCatalog();
  defineRoute(app, ENDPOINTS.listBarcodeTypes, async (request) => ({
    success: true as const,
    ...catalog,
    documentation: docsUrl(request, publicBaseUrl),
  }));

  defineRoute(app, ENDPOINTS.downloadBarcode, downloadHandler(store, "barcode", "barcode_id"));
}
