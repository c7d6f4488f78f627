import { ENDPOINTS, expandPath } from "@qrbar/contract";
import type { FastifyInstance } from "fastify";
import { bytesAsBuffer } from "../bytes-as-buffer.js";
import { poolCall } from "../pool-call.js";
import { docsUrl } from "../public-url.js";
import { defineRoute } from "./define-route.js";
import { downloadHandler } from "./download.js";
import type { StoringRouteOptions } from "./route-options.js";
import { sendJson } from "./send-json.js";

/**
 * `POST /api/label/generate`, `GET /api/label/download/{label_id}`. Labels are drawn in the app's
 * label pool, which MCP's `make_label` uses too.
 */
export async function labelRoutes(
  app: FastifyInstance,
  { store, saveCode, labels, publicBaseUrl }: StoringRouteOptions,
): Promise<void> {
  defineRoute(app, ENDPOINTS.generateLabel, async (request, reply) => {
    const label = await labels.generate(request.body, poolCall(request, reply));
    // Nothing is stored for a client that has gone (see storedBytesBudget).
    const { id, createdAt } = await saveCode(request, reply, "label", label);
    const base64 = bytesAsBuffer(label.bytes).toString("base64");
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
