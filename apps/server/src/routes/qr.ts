import {
  ErrorResponseSchema,
  QrGenerateRequestSchema,
  QrGenerateResponseSchema,
  QrTypesResponseSchema,
} from "@qrbar/contract";
import { qrCatalog } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { poolCall } from "../pool-call.js";
import { docsUrl } from "../public-url.js";
import { downloadHandler } from "./download.js";
import { imageFields } from "./image-fields.js";
import { qrImage } from "./qr-image.js";
import type { StoringRouteOptions } from "./route-options.js";
import { sendJson } from "./send-json.js";

/** `POST /api/qr/generate`, `GET /api/qr/types`, `GET /api/qr/download/:id`. */
export async function qrRoutes(
  app: FastifyInstance,
  { store, saveCode, generator, publicBaseUrl }: StoringRouteOptions,
): Promise<void> {
  app.post(
    "/api/qr/generate",
    {
      schema: {
        summary: "Generate one QR code",
        body: QrGenerateRequestSchema,
        response: { 200: QrGenerateResponseSchema, "4xx": ErrorResponseSchema, "5xx": ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const image = await qrImage(generator, request.body, poolCall(request, reply));
      // Nothing is stored for a client that has gone (see storedBytesBudget).
      const { id, createdAt } = await saveCode(request, reply, "qr", image);
      reply.header("cache-control", "no-store");
      return sendJson(reply, {
        success: true as const,
        qr_id: id,
        ...imageFields(image),
        download_url: `/api/qr/download/${id}`,
        generated_at: createdAt,
        api_docs: docsUrl(request, publicBaseUrl),
      });
    },
  );

  const catalog = qrCatalog();
  app.get(
    "/api/qr/types",
    { schema: { summary: "List QR types", response: { 200: QrTypesResponseSchema } } },
    async (request) => ({ success: true as const, ...catalog, documentation: docsUrl(request, publicBaseUrl) }),
  );

  app.get(
    "/api/qr/download/:id",
    { schema: { summary: "Download a generated QR code" } },
    downloadHandler(store, "qr", "qr_id"),
  );
}
