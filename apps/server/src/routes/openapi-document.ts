import {
  ENDPOINTS,
  type Endpoint,
  type EndpointDocs,
  ERROR_CODES,
  ERROR_TABLE,
  type ErrorCode,
  ErrorResponseSchema,
  exampleAnswer,
  QrCustomizationSchema,
  routeUrl,
  TAGS,
} from "@qrbar/contract";
import { barcodeCatalog, MIME_TYPES, qrCatalog } from "@qrbar/core";
import { HTTP_STATUS } from "../errors/http-status.js";
import { STORED_BYTES_HEADERS } from "../plugins/stored-bytes-budget.js";

/** The loosely typed JSON of an OpenAPI document, as @fastify/swagger builds it. */
// biome-ignore lint/suspicious/noExplicitAny: OpenAPI JSON of any shape, walked by key.
type Json = Record<string, any>;

const ref = (kind: "schemas" | "examples" | "headers", name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** Response headers the docs describe once and refer to. */
const HEADERS: Record<string, { description: string; schema: Json }> = {
  "X-Request-Id": {
    description: "Id of this request in the server's logs; quote it when reporting a problem.",
    schema: { type: "string" },
  },
  "Retry-After": {
    description: "Whole seconds to wait before sending the request again.",
    schema: { type: "integer", minimum: 0 },
  },
  "X-RateLimit-Limit": { description: "Requests allowed per window.", schema: { type: "integer" } },
  "X-RateLimit-Remaining": { description: "Requests left in the current window.", schema: { type: "integer" } },
  "X-RateLimit-Reset": { description: "Whole seconds until the window resets.", schema: { type: "integer" } },
  [STORED_BYTES_HEADERS.limit]: {
    description:
      "Bytes of images this client may store per window (30 MB an hour by default); on answers that stored a code or were refused for the budget.",
    schema: { type: "integer" },
  },
  [STORED_BYTES_HEADERS.remaining]: {
    description: "Bytes this client may still store in the current window.",
    schema: { type: "integer" },
  },
  [STORED_BYTES_HEADERS.reset]: {
    description: "Whole seconds until the stored-bytes window resets.",
    schema: { type: "integer" },
  },
};

const RATE_LIMIT_HEADERS = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"];

/** What a storing operation's answers (success, and `429` for the budget) also carry. */
const STORED_BYTES_HEADER_NAMES = Object.values(STORED_BYTES_HEADERS);

const headerRefs = (names: string[]) => Object.fromEntries(names.map((name) => [name, ref("headers", name)]));

/** An endpoint of the reference: one with docs, under its name (the `operationId`). */
interface Operation {
  readonly name: string;
  readonly endpoint: Endpoint;
  readonly docs: EndpointDocs;
}

/** Every documented endpoint, by `METHOD /path` as @fastify/swagger writes its route (`{id}`). */
const OPERATIONS = new Map(
  Object.entries(ENDPOINTS as Readonly<Record<string, Endpoint>>).flatMap(([name, endpoint]) =>
    endpoint.docs
      ? [
          [
            `${endpoint.method} ${routeUrl(endpoint).replace(/:(\w+)/g, "{$1}")}`,
            { name, endpoint, docs: endpoint.docs },
          ],
        ]
      : [],
  ),
);

/** Errors every operation can answer with besides its own: body parsing, rate limit, load, bugs. */
function commonErrors({ endpoint }: Operation, jsonBody: boolean): ErrorCode[] {
  return [
    ...(jsonBody ? (["INVALID_JSON", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"] as const) : []),
    ...(endpoint.rateLimited ? (["RATE_LIMITED"] as const) : []),
    "INTERNAL_ERROR",
    ...(endpoint.shed ? (["OVERLOADED"] as const) : []),
  ];
}

/** The error answers of one operation, grouped by status, each code with an example. */
function errorResponses(operation: Operation, jsonBody: boolean): Json {
  const { docs: doc, endpoint } = operation;
  const codes = [...new Set([...(Object.keys(doc.errors) as ErrorCode[]), ...commonErrors(operation, jsonBody)])];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(HTTP_STATUS[code], [...(byStatus.get(HTTP_STATUS[code]) ?? []), code]);
  const responses: Json = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    const examples = Object.fromEntries(
      group.map((code) => {
        const own = doc.errors[code];
        return [code, own && own !== "generic" ? own : ref("examples", code)];
      }),
    );
    responses[status] = {
      description: group.map((code) => `\`${code}\`: ${ERROR_TABLE[code].when}`).join("\n\n"),
      headers: headerRefs([
        "X-Request-Id",
        ...(status === 429 || status === 503 ? ["Retry-After"] : []),
        ...(endpoint.rateLimited && status !== 429 ? RATE_LIMIT_HEADERS : []),
        ...(endpoint.storesCodes && status === 429 ? STORED_BYTES_HEADER_NAMES : []),
      ]),
      content: { "application/json": { schema: ref("schemas", "ErrorResponse"), examples } },
    };
  }
  return responses;
}

/** A stored file: its formats, its caching headers, and `304` for a matching `If-None-Match`. */
function downloadResponses(doc: EndpointDocs): Json {
  const file = (mime: string) => ({ schema: { type: "string", contentMediaType: mime } });
  const types = doc.downloadTypes ?? Object.values(MIME_TYPES);
  return {
    200: {
      description: doc.success,
      headers: {
        ...headerRefs(["X-Request-Id", ...RATE_LIMIT_HEADERS]),
        "Content-Disposition": {
          description: `${doc.inlineImage ? "inline" : "attachment"}; filename="${doc.downloadFilename ?? "<qr|barcode>_<id>.<png|svg|pdf|eps>"}"`,
          schema: { type: "string" },
        },
        ETag: { description: "Strong validator of the bytes.", schema: { type: "string" } },
        "Cache-Control": { description: "public, max-age=31536000, immutable", schema: { type: "string" } },
        ...(doc.inlineImage
          ? {}
          : { "Last-Modified": { description: "When the code was generated.", schema: { type: "string" } } }),
      },
      content: Object.fromEntries(types.map((mime) => [mime, file(mime)])),
    },
    304: { description: "Not modified: `If-None-Match` matched the `ETag`; no body." },
  };
}

/** Every QR type's content schema, as a component named `QrContent_<type>` with its label and example. */
function qrContentSchemas(): Json {
  const { types, schemas, examples } = qrCatalog();
  return Object.fromEntries(
    Object.entries(schemas).map(([key, schema]) => [
      `QrContent_${key}`,
      { title: `${types[key]} (type "${key}")`, ...(schema as Json), examples: [examples[key]] },
    ]),
  );
}

/**
 * A QR request (the generate body, each batch item), one object per type, as `oneOf` whose `content` refers to
 * that type's content component and `customization` to the shared one, wherever a schema holds one.
 */
function withQrContent(schema: Json): Json {
  if (typeof schema !== "object" || schema === null) return schema;
  if (Array.isArray(schema)) return schema.map(withQrContent);
  const { anyOf: variants, ...rest } = schema;
  const key = (variant: Json): string | undefined => variant.properties?.content && variant.properties.type?.enum?.[0];
  if (Array.isArray(variants) && variants.every(key)) {
    const typed = (v: Json) => ({
      content: ref("schemas", `QrContent_${key(v)}`),
      customization: ref("schemas", "QrCustomization"),
    });
    return { ...rest, oneOf: variants.map((v: Json) => ({ ...v, properties: { ...v.properties, ...typed(v) } })) };
  }
  return Object.fromEntries(
    Object.entries(schema).map(([name, value]) => [name, typeof value === "object" ? withQrContent(value) : value]),
  );
}

/** Applies an endpoint's docs to the operation @fastify/swagger built from its route. */
function documentOperation(operation: Json, documented: Operation): Json {
  const { name, endpoint, docs: doc } = documented;
  const jsonBody = Boolean(operation.requestBody?.content?.["application/json"]);
  const requestBody = doc.requestBody ?? operation.requestBody;
  if (doc.requestExamples && requestBody?.content?.["application/json"]) {
    requestBody.content["application/json"].examples = doc.requestExamples;
  }
  const routeResponses: Json = operation.responses ?? {};
  const successes = Object.fromEntries(
    Object.entries(routeResponses)
      .filter(([status]) => /^2\d\d$/.test(status))
      .map(([status, response]) => [
        status,
        {
          ...response,
          description: doc.success,
          headers: headerRefs([
            "X-Request-Id",
            ...(endpoint.rateLimited ? RATE_LIMIT_HEADERS : []),
            ...(endpoint.storesCodes ? STORED_BYTES_HEADER_NAMES : []),
          ]),
        },
      ]),
  );
  // Other statuses the route declares beyond 2xx and the generic 4XX/5XX (health's 503) stay.
  const declared = Object.fromEntries(Object.entries(routeResponses).filter(([status]) => /^[1345]\d\d$/.test(status)));
  const pathParams = Object.entries(endpoint.pathParams ?? {});
  const parameters = [
    ...(pathParams.length
      ? pathParams.map(([paramName, param]) => ({
          name: paramName,
          in: "path",
          required: true,
          description: param.description,
          schema: param.schema,
          example: param.example,
        }))
      : (operation.parameters ?? [])),
    ...(doc.download
      ? [
          {
            name: "If-None-Match",
            in: "header",
            required: false,
            description: "An `ETag` from an earlier answer: answered `304` when it still matches.",
            schema: { type: "string" },
          },
        ]
      : []),
  ];
  return {
    operationId: name,
    tags: [doc.tag],
    summary: operation.summary,
    description: doc.description,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...(doc.download ? downloadResponses(doc) : successes),
      ...declared,
      ...errorResponses(documented, jsonBody),
    },
  };
}

/**
 * The documented operations @fastify/swagger does not see (a plugin's route, or one hidden because its
 * own schema would be the document's whole shape), as their entries describe them.
 */
function pluginOperations(): Json {
  const paths: Json = {};
  for (const { endpoint, docs } of OPERATIONS.values()) {
    if (!docs.answers) continue;
    const schema = { type: docs.answers.startsWith("text/") ? "string" : "object" };
    paths[endpoint.path] = {
      [endpoint.method.toLowerCase()]: {
        summary: endpoint.summary,
        responses: { 200: { description: "", content: { [docs.answers]: { schema } } } },
      },
    };
  }
  return paths;
}

/** The overview at the top of the reference: addresses, the error shape and codes, the limits. */
function overview(): string {
  const rows = ERROR_CODES.map((code) => `| \`${code}\` | ${HTTP_STATUS[code]} | ${ERROR_TABLE[code].when} |`);
  return [
    `QR codes and barcodes over HTTP: generate them (${qrCatalog().count} QR content types, ${barcodeCatalog().count} barcode symbologies), download them again, scan photos for them, and generate QR codes in batches. Access is public: no key, no registration.`,
    "",
    "Every path begins with `/api`. Bodies are JSON, except scanning (`multipart/form-data`) and downloads (the image). This reference is also an [OpenAPI 3.1 document](/api/openapi.json); typed clients: `@qrbar/client` (TypeScript) and the `qrbar` command line (`@qrbar/cli`). They are not on the npm registry yet: from a clone of the repository, `pnpm build`, then `npm install --global ./packages/cli` puts `qrbar` on the PATH, and `pnpm pack` in a package folder makes a tarball to `npm install` (the README has the commands). Agents: [/llms.txt](/llms.txt), and MCP tools at `POST /mcp` or `qrbar mcp`.",
    "",
    '**To see an image here**, use "Try it out" on `GET /api/qr/image` or `GET /api/barcode/image`: they answer the image itself, which this page shows. The `POST .../generate` operations answer JSON with the image as a base64 data URI in `image_base64` (paste it into the address bar of a browser to see it).',
    "",
    '**Errors** are JSON: `{"success": false, "error": "<a sentence naming the field and the rule>", "code": "<CODE>", "details": [{"field", "message"}]}`, where `details` lists each bad field of a validation failure. The codes:',
    "",
    "| code | status | when |",
    "| --- | --- | --- |",
    ...rows,
    "",
    "**Limits**: 1000 requests per hour per client (every counted answer carries `X-RateLimit-Limit`, `-Remaining` and `-Reset`; the request over it is `429` with `Retry-After`; a batch costs one request per item); 30 MB of stored images per hour per client (the storing operations' answers carry `X-StoreBytes-Limit`, `-Remaining` and `-Reset`; a code over what is left is `429` with `Retry-After`); 12 MB per stored code; 50 items and 12 MB of images per batch answer; 16 MiB per uploaded image; 1 MB per JSON body. This reference, its page and `/llms.txt` count apart, 120 requests a minute per client.",
  ].join("\n");
}

/**
 * Completes the document @fastify/swagger builds from the route schemas: operation ids, tags and
 * descriptions, every error code each operation can answer with (with examples), headers, the
 * spec's names for path parameters, the multipart upload, the binary downloads, the docs page, and
 * each QR type's content schema for `content`.
 *
 * @example
 * ```ts
 * await app.register(swagger, { openapi: { ... }, transformObject: ({ openapiObject }) => completeDocument(openapiObject) });
 * ```
 */
export function completeDocument(document: Json): Json {
  const paths: Json = { ...document.paths, ...pluginOperations() };
  const contentSchemas = qrContentSchemas();
  const completed: Json = {};
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item as Json)) {
      const documented = OPERATIONS.get(`${method.toUpperCase()} ${path}`);
      const documentedPath = documented?.endpoint.path ?? path;
      completed[documentedPath] ??= {};
      completed[documentedPath][method] = withQrContent(
        documented ? documentOperation(operation, documented) : operation,
      );
    }
  }
  return {
    ...document,
    info: { ...document.info, description: overview() },
    tags: TAGS,
    paths: completed,
    components: {
      ...document.components,
      schemas: {
        ...document.components?.schemas,
        ErrorResponse: JSON.parse(JSON.stringify(ErrorResponseSchema)),
        QrCustomization: JSON.parse(JSON.stringify(QrCustomizationSchema)),
        ...contentSchemas,
      },
      examples: Object.fromEntries(
        ERROR_CODES.map((code) => [code, { summary: ERROR_TABLE[code].when, value: exampleAnswer(code) }]),
      ),
      headers: HEADERS,
    },
  };
}
