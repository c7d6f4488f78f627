import { ErrorResponseSchema, LabelGenerateRequestSchema, LabelGenerateResponseSchema } from "@qrbar/contract";
import { createLabelPool, type LabelPoolOptions } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { docsUrl } from "../public-url.js";
import { downloadHandler } from "./download.js";
import type { RouteOptions } from "./route-options.js";

/** Options of {@link labelRoutes}: the shared ones and the label pool's size. */
export interface LabelRouteOptions extends RouteOptions {
  readonly label?: LabelPoolOptions;
}

/** `POST /api/label/generate`, `GET /api/label/download/:id`. Labels are drawn in worker threads. */
export async function labelRoutes(app: FastifyInstance, options: LabelRouteOptions): Promise<void> {
  const { store, publicBaseUrl } = options;
  const pool = createLabelPool(options.label);
  app.addHook("onClose", () => pool.close());

  app.post(
    "/api/label/generate",
    {
      schema: {
        summary: "Generate a 4 x 6 inch shipping label",
        body: LabelGenerateRequestSchema,
        response: { 200: LabelGenerateResponseSchema, "4xx": ErrorResponseSchema, "5xx": ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const label = await pool.generate(request.body);
      const { id, createdAt } = await store.save("label", label);
      const base64 = label.bytes.toString("base64");
      reply.header("cache-control", "no-store");
      return {
        success: true as const,
        label_id: id,
        format: label.format,
        size: `${label.width}x${label.height}`,
        dpi: label.dpi,
        mime_type: label.mimeType,
        ...(label.format === "PNG"
          ? { image_base64: `data:${label.mimeType};base64,${base64}` }
          : { data_base64: base64 }),
        ...(label.sscc === undefined ? {} : { sscc: label.sscc }),
        download_url: `/api/label/download/${id}`,
        generated_at: createdAt,
        api_docs: docsUrl(request, publicBaseUrl),
      };
    },
  );

  app.get(
    "/api/label/download/:id",
    { schema: { summary: "Download a generated shipping label" } },
    downloadHandler(store, "label", "label_id"),
  );
}
