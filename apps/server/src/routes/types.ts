import { ENDPOINTS } from "@qrbar/contract";
import { barcodeCatalog, qrCatalog, SCAN_FORMATS } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { docsUrl } from "../public-url.js";
import { defineRoute } from "./define-route.js";
import type { RouteOptions } from "./route-options.js";

/** `GET /api/types`: the QR and barcode catalogs and the scanner's formats in one answer. */
export async function typesRoutes(app: FastifyInstance, { publicBaseUrl }: RouteOptions): Promise<void> {
  const qr = qrCatalog();
  const barcode = barcodeCatalog();
  defineRoute(app, ENDPOINTS.listTypes, async (request) => {
    const documentation = docsUrl(request, publicBaseUrl);
    return {
      success: true as const,
      qr: { ...qr, documentation },
      barcode: { ...barcode, documentation },
      scan: { formats: [...SCAN_FORMATS] },
    };
  });
}
