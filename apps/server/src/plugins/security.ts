import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Headers a browser client may read from our responses. */
const EXPOSED_HEADERS = [
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
  "Retry-After",
  "X-Request-Id",
  "Content-Disposition",
  "ETag",
];

/**
 * Open CORS (the API is public: `Access-Control-Allow-Origin: *`, preflights answered with 204 and
 * cached a day) and the usual security headers from helmet. Images are `Cross-Origin-Resource-Policy:
 * cross-origin` so any site can show a downloaded code; generated and scanned results are `no-store`
 * unless a route says otherwise (downloads are immutable and cacheable).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cors, {
    origin: "*",
    methods: ["GET", "HEAD", "POST", "OPTIONS"],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 86_400,
  });
  await app.register(helmet, {
    crossOriginResourcePolicy: { policy: "cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Helmet's defaults, but what the reference page at /api/docs (Swagger UI, served from here) needs:
    // image answers shown through blob: URLs, and no upgrade-insecure-requests, which would send a
    // page opened over plain HTTP (a LAN address, an offline box) to https:// for its own assets.
    contentSecurityPolicy: {
      directives: { "img-src": ["'self'", "data:", "blob:"], "upgrade-insecure-requests": null },
    },
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
});
