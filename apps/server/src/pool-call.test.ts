import { LABEL_REQUEST_EXAMPLE } from "@qrbar/contract";
import { generateQr } from "@qrbar/core";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "./testing/index.js";

const styled = { type: "text", content: { text: "shared" }, customization: { size: 1000, module_shape: "dots" } };
const longAztec = { type: "aztec", content: "QRBAR ".repeat(150) };
/** A 2000 px QR code: a scan of some tens of milliseconds of a thread. */
const scanned = generateQr({ type: "text", content: { text: "scanned" }, customization: { size: 2000 } }).bytes;

const BOUNDARY = "qrbar-pool-call";
const form = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="i.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  scanned,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

/** A JSON-RPC `tools/call` to `/mcp`. */
const mcpCall = (name: string, args: unknown): InjectOptions => ({
  method: "POST",
  url: "/mcp",
  headers: { accept: "application/json, text/event-stream" },
  payload: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } },
});

/** Every door that runs work in a worker pool, with one request that reaches its pool. */
const DOORS: ReadonlyArray<[string, InjectOptions]> = [
  ["POST /api/qr/generate", { method: "POST", url: "/api/qr/generate", payload: styled }],
  ["POST /api/barcode/generate", { method: "POST", url: "/api/barcode/generate", payload: longAztec }],
  [
    "GET /api/qr/image",
    {
      method: "GET",
      url: `/api/qr/image?${new URLSearchParams({ type: "text", text: "shared", size: "1000", module_shape: "dots" })}`,
    },
  ],
  ["GET /api/barcode/image", { method: "GET", url: `/api/barcode/image?${new URLSearchParams(longAztec)}` }],
  ["POST /api/label/generate", { method: "POST", url: "/api/label/generate", payload: LABEL_REQUEST_EXAMPLE }],
  [
    "POST /api/scan",
    {
      method: "POST",
      url: "/api/scan",
      payload: form,
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    },
  ],
  ["/mcp generate_qr", mcpCall("generate_qr", styled)],
  ["/mcp generate_barcode", mcpCall("generate_barcode", longAztec)],
  ["/mcp scan_image", mcpCall("scan_image", { image_base64: Buffer.from(scanned).toString("base64") })],
  ["/mcp make_label", mcpCall("make_label", LABEL_REQUEST_EXAMPLE)],
];

/** The error code an answer carries: the JSON error's, or an MCP tool error's; undefined when it succeeded. */
function codeOf(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }): string | undefined {
  if (!String(res.headers["content-type"]).startsWith("application/json"))
    return res.statusCode === 200 ? undefined : "?";
  const body = res.json() as { code?: string; result?: { isError?: boolean; content: Array<{ text?: string }> } };
  if (body.result === undefined) return res.statusCode === 200 ? undefined : body.code;
  if (!body.result.isError) return undefined;
  const sentence = body.result.content[0]?.text ?? "";
  return (JSON.parse(sentence.slice(sentence.indexOf("\n") + 1)) as { code: string }).code;
}

describe("every door that uses a worker pool holds its client to the pool's share", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      RATE_LIMIT_MAX: "1000000",
      GENERATION_CLIENT_SLOTS: "1",
      LABEL_CLIENT_SLOTS: "1",
      SCAN_CLIENT_SLOTS: "1",
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(DOORS)(
    "%s: one of a client's three requests at once is served, the others RATE_LIMITED; another client is served",
    async (_door, request) => {
      const answers = await Promise.all([1, 2, 3].map(() => app.inject({ ...request, remoteAddress: "203.0.113.5" })));
      const codes = answers.map(codeOf);
      expect(codes).toContain("RATE_LIMITED");
      expect(codes.filter((code) => code !== "RATE_LIMITED")).toEqual([undefined]);
      const other = await app.inject({ ...request, remoteAddress: "198.51.100.5" });
      expect(codeOf(other)).toBeUndefined();
    },
  );
});
