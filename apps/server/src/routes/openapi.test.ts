import {
  ENDPOINTS,
  type Endpoint,
  ERROR_CODES,
  type ErrorCode,
  ErrorResponseSchema,
  MODULE_SHAPES,
  routeUrl,
} from "@qrbar/contract";
import { qrCatalog } from "@qrbar/core";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Value } from "@sinclair/typebox/value";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTTP_STATUS } from "../errors/http-status.js";
import { buildTestApp, registeredRoutes } from "../testing/index.js";

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI JSON of any shape, walked by key.
type Json = Record<string, any>;

/** The contract's documented endpoints' docs, by `METHOD /path` as the route registers it (`{id}`). */
const OPERATIONS = Object.fromEntries(
  Object.values(ENDPOINTS as Readonly<Record<string, Endpoint>>).flatMap((endpoint) =>
    endpoint.docs ? [[`${endpoint.method} ${routeUrl(endpoint).replace(/:(\w+)/g, "{$1}")}`, endpoint.docs]] : [],
  ),
);

let app: FastifyInstance;
let document: Json;
beforeAll(async () => {
  app = await buildTestApp();
  document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
});
afterAll(async () => {
  await app.close();
});

/** `(method, path)` of every operation in the document, path parameters written `{}`. */
const documented = () =>
  Object.entries(document.paths as Json).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, "{}")}`),
  );

/** Every operation with its status → response. */
const operations = () =>
  Object.entries(document.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op: op as Json })),
  );

/** Follows a local `$ref`. */
const resolve = (node: Json): Json =>
  typeof node?.$ref === "string"
    ? (node.$ref as string)
        .slice(2)
        .split("/")
        .reduce((at: Json, key) => at?.[key], document)
    : node;

describe("GET /api/openapi.json", () => {
  it("has every local $ref resolve", () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] as string);
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter((r) => !r.startsWith("#/") || resolve({ $ref: r }) === undefined)).toEqual([]);
  });

  it("documents every route the server registers, and nothing else", async () => {
    await app.ready();
    const registered = registeredRoutes(app)
      .map(({ method, url }) => `${method} ${url.replace(/:[^/]+/g, "{}").replace(/\/$/, "")}`)
      // HEAD mirrors GET; OPTIONS is the CORS preflight; /api/docs/* are the page's own assets and
      // document copy (the page itself is /api/docs). Outside /api, /mcp (JSON-RPC, described by its
      // own tools/list) and /llms.txt are not HTTP API operations; llms-txt.test.ts covers them.
      .filter((route) => !/^(HEAD|OPTIONS) /.test(route) && !/^GET \/api\/docs\/./.test(route))
      .filter((route) => !/^(POST \/mcp|GET \/llms\.txt)$/.test(route))
      // The playground page (`/` and its assets) is a page, not an API operation.
      .filter((route) => !/^GET (\/playground\/.*)?$/.test(route));
    expect(new Set(documented())).toEqual(new Set(registered));
  });

  it("documents each QR type's request as one of the body's variants, with its content schema, in the generate body and in each batch item", () => {
    const { count } = qrCatalog();
    const generate = document.paths["/api/qr/generate"].post.requestBody.content["application/json"].schema;
    const batch = document.paths["/api/batch/qr"].post.requestBody.content["application/json"].schema;
    for (const request of [generate, batch.properties.items.items]) {
      expect(request.oneOf).toHaveLength(count);
      expect(request.oneOf.map((r: Json) => r.properties.type.enum[0])).toEqual(Object.keys(qrCatalog().types));
      const wifiRequest = request.oneOf.find((r: Json) => r.properties.type.enum[0] === "wifi");
      expect(wifiRequest.required).toEqual(["type", "content"]);
      expect(resolve(wifiRequest.properties.content).title).toBe('Wi-Fi network (type "wifi")');
      expect(resolve(wifiRequest.properties.content).required).toEqual(["ssid", "encryption"]);
    }
    const wifi = document.components.schemas.QrContent_wifi;
    expect(wifi.required).toEqual(["ssid", "encryption"]);
    expect(wifi.properties.ssid.description).toMatch(/SSID/);
    expect(wifi.examples).toEqual([qrCatalog().examples.wifi]);
  });

  it("documents the styled design in every QR request's customization and scannability in the generate answer", () => {
    const generate = document.paths["/api/qr/generate"].post;
    const batch = document.paths["/api/batch/qr"].post.requestBody.content["application/json"].schema;
    for (const request of [generate.requestBody.content["application/json"].schema, batch.properties.items.items]) {
      for (const variant of request.oneOf) {
        const customization = resolve(variant.properties.customization);
        expect(Object.keys(customization.properties)).toEqual(
          expect.arrayContaining(["module_shape", "eye", "gradient", "logo", "logo_size", "frame", "back_color"]),
        );
      }
    }
    const design = document.components.schemas.QrCustomization.properties;
    expect(JSON.stringify(design.back_color)).toContain("transparent");
    expect(resolve(design.module_shape).anyOf.map((s: Json) => s.const ?? s.enum?.[0])).toEqual([...MODULE_SHAPES]);
    const answer = generate.responses[200].content["application/json"].schema;
    expect(Object.keys(resolve(answer.properties.scannability).properties)).toEqual(
      expect.arrayContaining(["score", "survived", "failed", "module_contrast", "eye_contrast", "logo_max_size"]),
    );
  });

  it("names path parameters as the spec does", () => {
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/qr/download/{qr_id}", "/api/barcode/download/{barcode_id}"]),
    );
    const param = document.paths["/api/qr/download/{qr_id}"].get.parameters[0];
    expect(param).toMatchObject({ name: "qr_id", in: "path", required: true, schema: { type: "integer", minimum: 1 } });
  });

  it.each([
    [
      "/api/qr/image",
      [
        "type",
        "content",
        "size",
        "fill_color",
        "back_color",
        "error_correction",
        "format",
        "margin",
        "module_shape",
        "eye",
        "gradient",
        "logo",
        "logo_size",
        "frame",
        "color_space",
      ],
    ],
    [
      "/api/barcode/image",
      ["type", "content", "width", "height", "bar_color", "background_color", "show_text", "format", "color_space"],
    ],
  ])("documents %s: its query parameters, If-None-Match, the image answer and 304", (path, names) => {
    const op = document.paths[path].get;
    expect(op.parameters.filter((p: Json) => p.in === "query").map((p: Json) => p.name)).toEqual(names);
    expect(op.parameters.find((p: Json) => p.name === "type").required).toBe(true);
    expect(op.parameters.at(-1)).toMatchObject({ name: "If-None-Match", in: "header" });
    expect(Object.keys(op.responses[200].content)).toEqual([
      "image/png",
      "image/svg+xml",
      "application/pdf",
      "application/postscript",
    ]);
    expect(op.responses[200].headers["Content-Disposition"].description).toMatch(
      /^inline; filename="(qr|barcode)\.<png\|svg\|pdf\|eps>"$/,
    );
    expect(op.responses[304]).toBeDefined();
  });

  it("says in its overview how to use the packages from a clone and where to see an image", () => {
    const overview = document.info.description;
    expect(overview).toContain("not on the npm registry yet");
    expect(overview).toContain("npm install --global ./packages/cli");
    expect(overview).toContain("`GET /api/qr/image`");
    expect(overview).toContain("[/llms.txt](/llms.txt)");
  });

  it("gives every operation an id, a tag, a description and a described success", () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(OPERATIONS).length).toBe(ids.length);
    for (const { key, op } of operations()) {
      expect(op.tags, key).toHaveLength(1);
      expect(op.description?.length, key).toBeGreaterThan(40);
      const success = Object.entries(op.responses as Json).find(([status]) => status.startsWith("2"));
      expect(success?.[1].description, key).toMatch(/\w+/);
    }
  });
});

describe("errors in the document", () => {
  /** Every error example of every operation, with the code it is filed under and the status it sits in. */
  const errorExamples = () =>
    operations().flatMap(({ key, op }) =>
      Object.entries(op.responses as Json)
        .filter(([status]) => Number(status) >= 400)
        .flatMap(([status, response]) =>
          Object.entries((response.content?.["application/json"]?.examples ?? {}) as Json).map(([code, example]) => ({
            key,
            status: Number(status),
            code,
            example: resolve(example),
          })),
        ),
    );

  it("files each example under a code whose status it sits in, and each matches the error schema", () => {
    const examples = errorExamples();
    expect(examples.length).toBeGreaterThan(60);
    for (const { key, status, code, example } of examples) {
      expect(HTTP_STATUS[code as ErrorCode], `${key} ${code}`).toBe(status);
      expect(example.value.code, `${key} ${code}`).toBe(code);
      expect(Value.Check(ErrorResponseSchema, example.value), `${key} ${code}`).toBe(true);
    }
  });

  it("covers every error code of the contract, each with an example", () => {
    const used = new Set(errorExamples().map((e) => e.code));
    // Routing and HTTP-level failures (the parser's, timeouts) belong to no operation: the overview
    // table and the catalogue cover them.
    const operationless = ["METHOD_NOT_ALLOWED", "MALFORMED_REQUEST", "REQUEST_TIMEOUT", "HEADERS_TOO_LARGE"];
    expect([...used].sort()).toEqual(ERROR_CODES.filter((c) => !operationless.includes(c)).sort());
    expect(Object.keys(document.components.examples).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES)
      expect(document.info.description).toContain(`| \`${code}\` | ${HTTP_STATUS[code]} |`);
  });

  it.each([
    ["POST /api/qr/generate", [400, 413, 415, 429, 500, 503]],
    ["GET /api/qr/download/{qr_id}", [400, 404, 429, 500, 503]],
    ["POST /api/scan", [400, 413, 415, 429, 500, 503]],
    ["GET /api/health", [500, 503]],
    ["GET /api/docs", [500, 503]],
  ])("%s answers errors %j", (key, statuses) => {
    const op = operations().find((o) => o.key === key)?.op as Json;
    const errors = Object.keys(op.responses)
      .map(Number)
      .filter((s) => s >= 400);
    expect(errors).toEqual(statuses);
  });
});

/** Numbers vary (type counts, limits): compare the words. */
const words = (text: string) => text.replace(/\d+/g, "#");

describe("examples are what the server really answers", () => {
  const requestExamples = () =>
    operations().flatMap(({ key, op }) =>
      Object.entries((op.requestBody?.content?.["application/json"]?.examples ?? {}) as Json).map(([name, ex]) => ({
        key,
        name,
        value: ex.value,
      })),
    );

  it("every request example of the document succeeds", async () => {
    const examples = requestExamples();
    expect(examples.map((e) => `${e.key} ${e.name}`)).toHaveLength(9);
    for (const { key, name, value } of examples) {
      const [method, url] = key.split(" ") as ["POST", string];
      const res = await app.inject({ method, url, payload: value });
      expect(res.statusCode, `${key} ${name}: ${res.body}`).toBe(200);
    }
  });

  const multipart = (name: string, filename: string, type: string, body: string) => ({
    headers: { "content-type": "multipart/form-data; boundary=qrbar" },
    payload: `--qrbar\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${body}\r\n--qrbar--\r\n`,
  });

  /** The documented label request, to vary one field of. */
  const berlinToTokyo = () => structuredClone(ENDPOINTS.generateLabel.docs.requestExamples.berlinToTokyo.value) as Json;

  /** A request that triggers each operation's own error example. */
  const TRIGGERS: Record<string, Partial<Record<ErrorCode, InjectOptions>>> = {
    "POST /api/qr/generate": {
      VALIDATION_ERROR: { payload: { type: "text", content: { text: "x" }, customization: { size: 5000 } } },
      UNKNOWN_TYPE: { payload: { type: "wifii", content: {} } },
      INVALID_CONTENT: { payload: { type: "text", content: { text: "a".repeat(3000) } } },
    },
    "POST /api/barcode/generate": {
      VALIDATION_ERROR: { payload: { type: "code128", content: "A".repeat(60), customization: { width: 100 } } },
      UNKNOWN_TYPE: { payload: { type: "ean14x", content: "1" } },
      INVALID_CONTENT: { payload: { type: "ean13", content: "5901234123458" } },
    },
    "POST /api/label/generate": {
      VALIDATION_ERROR: { payload: { ...berlinToTokyo(), recipient: { ...berlinToTokyo().recipient, name: "محمد" } } },
      INVALID_CONTENT: { payload: { ...berlinToTokyo(), sscc: "340123450000000004" } },
    },
    "GET /api/label/download/{label_id}": {
      VALIDATION_ERROR: { url: "/api/label/download/abc" },
      NOT_FOUND: { url: "/api/label/download/123" },
    },
    "GET /api/qr/download/{qr_id}": {
      VALIDATION_ERROR: { url: "/api/qr/download/abc" },
      NOT_FOUND: { url: "/api/qr/download/123" },
    },
    "GET /api/barcode/download/{barcode_id}": {
      VALIDATION_ERROR: { url: "/api/barcode/download/abc" },
      NOT_FOUND: { url: "/api/barcode/download/123" },
    },
    "GET /api/qr/image": {
      VALIDATION_ERROR: { url: "/api/qr/image?type=text&text=x&size=5000" },
      UNKNOWN_TYPE: { url: "/api/qr/image?type=wifii&ssid=x" },
    },
    "GET /api/barcode/image": {
      VALIDATION_ERROR: { url: "/api/barcode/image?type=ean13&content=590123412345&colour=red" },
      INVALID_CONTENT: { url: "/api/barcode/image?type=ean13&content=5901234123458" },
    },
    "POST /api/batch/qr": {
      VALIDATION_ERROR: { payload: { items: [] } },
      BATCH_TOO_LARGE: {
        payload: { items: Array.from({ length: 51 }, () => ({ type: "text", content: { text: "a" } })) },
      },
    },
    "POST /api/scan": {
      VALIDATION_ERROR: multipart("other", "a.png", "image/png", "x"),
      UNSUPPORTED_MEDIA_TYPE: multipart("image", "a.txt", "text/plain", "hello"),
    },
  };

  /** Own examples that no cheap request triggers (an upload over 16 MiB, a full scanner queue). */
  const UNTRIGGERED = [
    "POST /api/scan PAYLOAD_TOO_LARGE",
    "POST /api/scan OVERLOADED",
    "POST /api/label/generate OVERLOADED",
  ];

  const ownExamples = Object.entries(OPERATIONS).flatMap(([key, doc]) =>
    Object.entries(doc.errors)
      .filter(([, example]) => example !== "generic")
      .map(([code, example]) => ({ key, code: code as ErrorCode, example: example as { value: Json } })),
  );

  it("every own error example has a request that triggers it, or a reason why not", () => {
    const keys = ownExamples.map(({ key, code }) => `${key} ${code}`);
    const triggered = Object.entries(TRIGGERS).flatMap(([key, codes]) =>
      Object.keys(codes).map((code) => `${key.replace(/\{\w+\}/, "{id}")} ${code}`),
    );
    expect(keys.sort()).toEqual([...triggered, ...UNTRIGGERED].sort());
  });

  it.each(
    Object.entries(TRIGGERS).flatMap(([key, codes]) =>
      Object.entries(codes).map(([code, request]) => [key, code, request] as const),
    ),
  )("%s %s", async (key, code, request) => {
    const [method, url] = key.split(" ") as ["GET" | "POST", string];
    const res = await app.inject({ method, url, ...request });
    const documentedOp = operations().find((o) => o.key === key)?.op as Json;
    const example = resolve(documentedOp.responses[res.statusCode]?.content["application/json"].examples[code]);
    const actual = res.json();
    expect(actual.code).toBe(code);
    // The documented sentence is the answer's, numbers aside (a tail such as a decoder's own words may follow).
    expect(words(actual.error).startsWith(words(example.value.error)), `${actual.error}`).toBe(true);
    expect(actual.details?.map((d: Json) => d.field)).toEqual(example.value.details?.map((d: Json) => d.field));
  });
});

// Last: compiling the OpenAPI meta-schema blocks the event loop for a second or so, which the load
// shedding (under-pressure) would answer with 503s for the requests of the tests above.
describe("validity", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });
});
