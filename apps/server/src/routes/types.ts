import { TypesResponseSchema } from "@qrbar/contract";
import { barcodeCatalog, qrCatalog, SCAN_FORMATS } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { docsUrl } from "../public-url.js";
import type { RouteOptions } from "./route-options.js";

/** `GET /api/types`: the QR and barcode catalogs and the scanner's formats in one answer. */
export async function typesRoutes(app: FastifyInstance, { publicBaseUrl }: RouteOptions): Promise<void> {
  const qr = qrCatalog();
  const barcode = barcodeCatalog();
  app.get(
    "/api/types",
    { schema: { summary: "List every QR type, barcode type and scan format", response: { 200: TypesResponseSchema } } },
    async (request) => {
      const documentation = docsUrl(request, publicBaseUrl);
      return {
        success: true as const,
        qr: { ...qr, documentation },
        barcode: { ...barcode, documentation },
        scan: { formats: [...SCAN_FORMATS] },
      };
    },
  );
}
