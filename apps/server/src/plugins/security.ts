import type { IncomingMessage, ServerResponse } from "node:http";
import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import { STORED_BYTES_HEADERS } from "./stored-bytes-budget.js";

/** Headers a browser client may read from our responses. */
const EXPOSED_HEADERS = [
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
  ...Object.values(STORED_BYTES_HEADERS),
  "Retry-After",
  "X-Request-Id",
  "Content-Disposition",
  "ETag",
  "X-Scannability",
  "X-Warnings",
];

/**
 * Helmet's headers for these options, computed once. `@fastify/helmet` runs `helmet(options)` anew
 * on every request (parsing the CSP directives each time): 5.6 % of the generate route's CPU under
 * load in a `--cpu-prof` profile (`pnpm --filter @qrbar/bench profile`); our options hold no per-request value (no CSP nonces), so the
 * headers are the same for every answer.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

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
    // An OPTIONS without Origin or Access-Control-Request-Method is answered like a preflight (204),
    // not with the plugin's text/plain "Invalid Preflight Request".
    strictPreflight: false,
  });
  const securityHeaders = helmetHeaders({
    crossOriginResourcePolicy: { policy: "cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Helmet's defaults, but what the reference page at /api/docs (Swagger UI, served from here) needs:
    // image answers shown through blob: URLs, and no upgrade-insecure-requests, which would send a
    // page opened over plain HTTP (a LAN address, an offline box) to https:// for its own assets.
    // The playground's scanner compiles zxing-cpp's WebAssembly (`'wasm-unsafe-eval'` allows that and
    // no JavaScript eval) in a module Worker of its own origin.
    contentSecurityPolicy: {
      directives: {
        "img-src": ["'self'", "data:", "blob:"],
        "script-src": ["'self'", "'wasm-unsafe-eval'"],
        "worker-src": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
});
