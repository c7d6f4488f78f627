import type { FastifyInstance } from "fastify";

const ROUTES = [
  ["POST", "/api/qr/generate", "Generate one QR code"],
  ["GET", "/api/qr/types", "List QR types with examples and content schemas"],
  ["GET", "/api/qr/download/{qr_id}", "Download a generated QR code"],
  ["GET", "/api/health", "Service and storage health"],
] as const;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>qrbar API</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}code{background:#f3f3f3;padding:0 .25rem}</style>
</head><body><h1>qrbar API</h1>
<p>QR codes and barcodes over HTTP. Every failure is JSON: <code>{"success": false, "error", "code"}</code>.</p>
<ul>${ROUTES.map(([m, p, d]) => `<li><code>${m} ${p}</code>: ${d}</li>`).join("")}</ul>
</body></html>`;

/** `GET /api/docs`: the reference page (a minimal one until the OpenAPI document lands). */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  app.get("/api/docs", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/html; charset=utf-8").send(PAGE),
  );
}
