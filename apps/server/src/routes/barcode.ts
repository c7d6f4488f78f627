import {
  BarcodeGenerateRequestSchema,
  BarcodeGenerateResponseSchema,
  BarcodeTypesResponseSchema,
  ErrorResponseSchema,
} from "@qrbar/contract";
import { barcodeCatalog } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { docsUrl } from "../public-url.js";
import { downloadHandler } from "./download.js";
import { imageFields } from "./image-fields.js";
import { barcodeImage } from "./qr-image.js";
import type { RouteOptions } from "./route-options.js";

/** `POST /api/barcode/generate`, `GET /api/barcode/types`, `GET /api/barcode/download/:id`. */
export async function barcodeRoutes(
  app: FastifyInstance,
  { store, generator, publicBaseUrl }: RouteOptions,
): Promise<void> {
  app.post(
    "/api/barcode/generate",
    {
      schema: {
        summary: "Generate one barcode",
        body: BarcodeGenerateRequestSchema,
        response: { 200: BarcodeGenerateResponseSchema, "4xx": ErrorResponseSchema, "5xx": ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const image = await barcodeImage(generator, request.body);
      const { id, createdAt } = await store.save("barcode", image);
      reply.header("cache-control", "no-store");
      return {
        success: true as const,
        barcode_id: id,
        ...imageFields(image),
        download_url: `/api/barcode/download/${id}`,
        generated_at: createdAt,
        api_docs: docsUrl(request, publicBaseUrl),
        text: image.text,
      };
    },
  );

  const catalog = barcodeCatalog();
  app.get(
    "/api/barcode/types",
    {
      schema: { summary: "List barcode types and their content rules", response: { 200: BarcodeTypesResponseSchema } },
    },
    async (request) => ({ success: true as const, ...catalog, documentation: docsUrl(request, publicBaseUrl) }),
  );

  app.get(
    "/api/barcode/download/:id",
    { schema: { summary: "Download a generated barcode" } },
    downloadHandler(store, "barcode", "barcode_id"),
  );
}
