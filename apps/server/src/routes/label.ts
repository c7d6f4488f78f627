import { ENDPOINTS, expandPath } from "@qrbar/contract";
import { createLabelPool, type LabelPoolOptions } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { docsUrl } from "../public-url.js";
import { defineRoute } from "./define-route.js";
import { downloadHandler } from "./download.js";
import type { StoringRouteOptions } from "./route-options.js";
import { sendJson } from "./send-json.js";

/** Options of {@link labelRoutes}: the shared ones and the label pool's size. */
export interface LabelRouteOptions extends StoringRouteOptions {
  readonly label?: LabelPoolOptions;
}

/** `POST /api/label/generate`, `GET /api/label/download/{label_id}`. Labels are drawn in worker threads. */
export async function labelRoutes(app: FastifyInstance, options: LabelRouteOptions): Promise<void> {
  const { store, saveCode, publicBaseUrl } = options;
  const pool = createLabelPool(options.label);
  app.addHook("onClose", () => pool.close());

  defineRoute(app, ENDPOINTS.generateLabel, async (request, reply) => {
    const label = await pool.generate(request.body);
    const { id, createdAt } = await saveCode(request, reply, "label", label);
    const base64 = label.bytes.toString("base64");
    reply.header("cache-control", "no-store");
    return sendJson(reply, {
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
      download_url: expandPath(ENDPOINTS.downloadLabel, { label_id: id }),
      generated_at: createdAt,
      api_docs: docsUrl(request, publicBaseUrl),
    });
  });

  defineRoute(app, ENDPOINTS.downloadLabel, downloadHandler(store, "label", "label_id"));
}
