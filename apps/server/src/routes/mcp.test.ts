import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { LABEL_REQUEST_EXAMPLE } from "@qrbar/contract";
import { barcodeCatalog, generateQr } from "@qrbar/core";
import { decodePng } from "@qrbar/core/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCP_TOOLS } from "../mcp/mcp-tools.js";
import { buildTestApp } from "../testing/index.js";

type Content = { type: string; text?: string; data?: string; mimeType?: string };

let app: FastifyInstance;
let client: Client;
let address: string;
beforeAll(async () => {
  app = await buildTestApp();
  address = await app.listen({ port: 0, host: "127.0.0.1" });
  client = new Client({ name: "qrbar-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${address}/mcp`)));
});
afterAll(async () => {
  await client.close();
  await app.close();
});

const call = async (name: string, args: Record<string, unknown>) => {
  const result = await client.callTool({ name, arguments: args });
  return { isError: result.isError === true, content: result.content as Content[] };
};

describe("the MCP server at /mcp, driven by the SDK's own client", () => {
  it("lists the tools, each with the contract's JSON Schema as input", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([
      "list_types",
      "generate_qr",
      "generate_barcode",
      "scan_image",
      "make_label",
    ]);
    const qr = tools.find((t) => t.name === "generate_qr");
    expect(qr?.inputSchema).toMatchObject({ type: "object", required: ["type", "content"] });
    expect(Object.keys(qr?.inputSchema.properties ?? {})).toEqual(["type", "content", "customization"]);
    expect(qr?.inputSchema).toEqual(MCP_TOOLS[1]?.inputSchema);
  });

  it("generates a QR code whose image the project's scanner decodes to the payload it states", async () => {
    const { isError, content } = await call("generate_qr", {
      type: "wifi",
      content: { ssid: "Cafe", encryption: "WPA", password: "espresso42" },
      customization: { size: 256 },
    });
    expect(isError).toBe(false);
    const [image, payload] = content;
    expect(image).toMatchObject({ type: "image", mimeType: "image/png" });
    const [symbol] = await decodePng(Buffer.from(image?.data as string, "base64"));
    expect(symbol?.text).toBe("WIFI:T:WPA;S:Cafe;P:espresso42;;");
    expect(payload).toEqual({ type: "text", text: symbol?.text });
  });

  it("a bad argument is a tool error naming the field", async () => {
    const { isError, content } = await call("generate_qr", {
      type: "url",
      content: { url: "https://example.com" },
      customization: { size: 5 },
    });
    expect(isError).toBe(true);
    expect(content[0]?.text).toMatch(/^customization\.size must be at least 64\n/);
    expect(JSON.parse(content[0]?.text?.split("\n")[1] as string)).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ field: "customization.size" }],
    });
    const unknown = await call("generate_barcode", { type: "EAN-13", content: "590123412345" });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0]?.text).toContain("did you mean 'ean13'?");
  });

  it("generates a barcode, with its human-readable text", async () => {
    const { content } = await call("generate_barcode", { type: "ean13", content: "590123412345" });
    const [symbol] = await decodePng(Buffer.from(content[0]?.data as string, "base64"));
    expect(symbol?.text).toBe("5901234123457");
    expect(JSON.parse(content[1]?.text as string)).toEqual({ payload: "5901234123457", text: "5901234123457" });
  });

  it("scans an image sent as base64 or a data URI, and refuses what is not base64 naming the field", async () => {
    const png = Buffer.from(generateQr({ type: "url", content: { url: "https://example.com/scan" } }).bytes).toString(
      "base64",
    );
    for (const image_base64 of [png, `data:image/png;base64,${png}`]) {
      const { content } = await call("scan_image", { image_base64 });
      expect(JSON.parse(content[0]?.text as string).results[0]).toMatchObject({ data: "https://example.com/scan" });
    }
    const bad = await call("scan_image", { image_base64: "not base64!" });
    expect(bad.isError).toBe(true);
    expect(bad.content[0]?.text).toMatch(/^image_base64 is not base64/);
  });

  it("lists the types, and gives one type's schema and example", async () => {
    const all = JSON.parse((await call("list_types", {})).content[0]?.text as string);
    expect(Object.keys(all)).toEqual(["qr", "barcode"]);
    expect(all.qr.epc_sepa).toBeDefined();
    const one = JSON.parse((await call("list_types", { type: "EAN13" })).content[0]?.text as string);
    expect(one).toMatchObject({ kind: "barcode", type: "ean13", example: barcodeCatalog().examples.ean13 });
    expect(one.rules.check_digit).toBe("computed");
    const wifi = JSON.parse((await call("list_types", { kind: "qr", type: "wifi" })).content[0]?.text as string);
    expect(wifi.content_schema.required).toContain("ssid");
    expect((await call("list_types", { kind: "qr", type: "ean13" })).isError).toBe(true);
  });

  it.each(["constructor", "__proto__", "toString"])(
    "answers list_types with type %s as the unknown type it is, not with what the catalog object inherits",
    async (type) => {
      const { isError, content } = await call("list_types", { type });
      expect(isError).toBe(true);
      expect(JSON.parse(content[0]?.text?.split("\n")[1] as string)).toMatchObject({
        code: "UNKNOWN_TYPE",
        details: [{ field: "type" }],
      });
    },
  );

  it("makes a label as an image", async () => {
    const { isError, content } = await call("make_label", LABEL_REQUEST_EXAMPLE as unknown as Record<string, unknown>);
    expect(isError).toBe(false);
    expect(content[0]).toMatchObject({ type: "image", mimeType: "image/png" });
    expect(JSON.parse(content[1]?.text as string)).toMatchObject({ format: "PNG", dpi: 203, size: "812x1218" });
  });
});

describe("/mcp and the rest of the service", () => {
  it("answers with the headers every other route sends: security, CORS, cache, request id, rate limit", async () => {
    const headers = { origin: "https://shop.example", accept: "application/json, text/event-stream" };
    const mcp = await app.inject({
      method: "POST",
      url: "/mcp",
      headers,
      payload: { jsonrpc: "2.0", id: 1, method: "tools/list" },
    });
    const other = await app.inject({ method: "GET", url: "/api/qr/types", headers });
    expect(mcp.statusCode).toBe(200);
    // What differs from answer to answer; every other header must be the same.
    const perAnswer = new Set([
      "content-type",
      "content-length",
      "date",
      "x-request-id",
      "x-ratelimit-remaining",
      "x-ratelimit-reset",
    ]);
    const shared = (answer: typeof mcp) =>
      Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !perAnswer.has(name)));
    expect(shared(mcp)).toEqual(shared(other));
    expect(shared(mcp)).toMatchObject({
      "content-security-policy": expect.stringContaining("default-src 'self'"),
      "x-content-type-options": "nosniff",
      "access-control-allow-origin": "*",
      "cache-control": "no-store",
    });
    expect(mcp.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("counts each request against the client's one budget, the /api routes' own", async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: "2" });
    try {
      const request = () =>
        limited.inject({
          method: "POST",
          url: "/mcp",
          headers: { accept: "application/json, text/event-stream" },
          payload: { jsonrpc: "2.0", id: 1, method: "tools/list" },
        });
      expect((await limited.inject({ method: "GET", url: "/api/types" })).statusCode).toBe(200);
      expect((await request()).statusCode).toBe(200);
      const third = await request();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe("RATE_LIMITED");
    } finally {
      await limited.close();
    }
  });

  const generation = (id: number) => ({
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: { name: "generate_qr", arguments: { type: "text", content: { text: `code ${id}` } } },
  });

  it.each([
    ["an empty batch", []],
    ["a batch of 100 generations", Array.from({ length: 100 }, (_, i) => generation(i + 1))],
  ])("answers %s with one JSON-RPC Invalid Request error, counted as the one request it is", async (_, batch) => {
    const send = (payload: unknown) =>
      app.inject({
        method: "POST",
        url: "/mcp",
        headers: { accept: "application/json, text/event-stream" },
        payload: payload as object,
        remoteAddress: "10.0.27.6",
      });
    const before = Number((await send(generation(0))).headers["x-ratelimit-remaining"]);
    const refused = await send(batch);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      jsonrpc: "2.0",
      error: {
        code: -32600,
        message: expect.stringMatching(/^Invalid Request: got an? .*one JSON-RPC message per request/),
      },
      id: null,
    });
    expect(Number(refused.headers["x-ratelimit-remaining"])).toBe(before - 1);
  });
});
