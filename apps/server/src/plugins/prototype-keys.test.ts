import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import {
  ENDPOINTS,
  type Endpoint,
  ERROR_LIMITS,
  expandPath,
  PROTOTYPE_KEY_MESSAGE,
  PROTOTYPE_KEYS,
} from "@qrbar/contract";
import { generateQr } from "@qrbar/core";
import { clipText } from "@qrbar/core/service";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpEngine } from "../mcp/mcp-engine.js";
import { createMcpServer } from "../mcp/mcp-server.js";
import { buildTestApp, dataUriBytes } from "../testing/index.js";

/** The own keys of the prototypes every object, array and function of the process shares. */
const sharedPrototypeKeys = () =>
  [Object.prototype, Array.prototype, Function.prototype].map((prototype) => Reflect.ownKeys(prototype).map(String));
const PROTOTYPES_BEFORE = sharedPrototypeKeys();

const entries = Object.entries(ENDPOINTS as Readonly<Record<string, Endpoint>>);

/** A request to an endpoint: its path filled in, a wildcard with a real asset, `*` as a known route. */
const pathOf = (endpoint: Endpoint) =>
  endpoint.path === "*"
    ? "/api/qr/generate"
    : expandPath(endpoint, Object.fromEntries(Object.keys(endpoint.pathParams ?? {}).map((name) => [name, 1]))).replace(
        "*",
        "swagger-ui.css",
      );

const takesMultipart = (endpoint: Endpoint) =>
  JSON.stringify(endpoint.docs?.requestBody ?? {}).includes("multipart/form-data");

/** Another client's requests, whose codes must not change whatever an attacker sent before. */
const VICTIM = "203.0.113.77";
const VICTIM_CODES = [
  { type: "email", content: { email: "victim@example.com" } },
  { type: "text", content: { text: "victim" }, customization: { size: 256, margin: 2, error_correction: "Q" } },
];
const VICTIM_IMAGE_URLS = [
  "/api/qr/image?type=email&email=victim%40example.com",
  "/api/qr/image?type=text&text=v&size=256",
];

/** The victim's codes as the app answers them: each generated one's PNG, each image URL's bytes. */
async function victimBytes(app: FastifyInstance): Promise<Buffer[]> {
  const generated = await Promise.all(
    VICTIM_CODES.map((payload) =>
      app.inject({ method: "POST", url: "/api/qr/generate", payload, remoteAddress: VICTIM }),
    ),
  );
  const images = await Promise.all(
    VICTIM_IMAGE_URLS.map((url) => app.inject({ method: "GET", url, remoteAddress: VICTIM })),
  );
  for (const res of [...generated, ...images]) expect(res.statusCode, res.body).toBe(200);
  return [...generated.map((res) => dataUriBytes(res.json().image_base64)), ...images.map((res) => res.rawPayload)];
}

/** The probe's payloads: each one, once written onto `Object.prototype`, changed every other client's answers. */
const HEADLINE_ATTACKS = [
  "__proto__.x=1",
  `__proto__.subject=${encodeURIComponent("Invoice overdue: pay at https://evil.example")}`,
  "__proto__.fill_color=%23FF0000",
  "__proto__.margin=abc",
  "constructor.prototype.back_color=%23FF0000",
];

/** A segment of a name that is no prototype key, some of them fields an attacker would aim at. */
const plainSegment = fc.constantFrom("x", "a", "subject", "fill_color", "margin", "content", "address", "0");

/**
 * A flat name holding a prototype key: whole, as a dotted segment at the start, middle or end, or
 * bracketed (`a[__proto__]`, `a[constructor][prototype]`).
 */
const poisonedName = fc
  .record({
    before: fc.array(plainSegment, { maxLength: 2 }),
    key: fc.constantFrom(...PROTOTYPE_KEYS),
    after: fc.array(fc.oneof(plainSegment, fc.constantFrom(...PROTOTYPE_KEYS)), { maxLength: 2 }),
    bracketed: fc.boolean(),
  })
  .map(({ before, key, after, bracketed }) =>
    bracketed
      ? `${before.join(".") || "a"}${[key, ...after].map((segment) => `[${segment}]`).join("")}`
      : [...before, key, ...after].join("."),
  );

/** Every character percent-encoded (`%5F%5Fproto%5F%5F`), as a client may write any name. */
const percentEncoded = (name: string) =>
  [...Buffer.from(name)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");

/** Values that did harm once written onto `Object.prototype`. */
const harmfulValue = fc.constantFrom("1", "#FF0000", "abc", "Invoice overdue: pay at https://evil.example", '{"x":1}');

/** The answer to a refused name: 400 `VALIDATION_ERROR`, the message naming it (a long name cut as every field is). */
function expectRefused(res: LightMyRequestResponse, name: string): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({
    success: false,
    code: "VALIDATION_ERROR",
    error: clipText(`${name} ${PROTOTYPE_KEY_MESSAGE}`, ERROR_LIMITS.error),
    details: [{ field: clipText(name, ERROR_LIMITS.field), message: PROTOTYPE_KEY_MESSAGE }],
  });
}

let app: FastifyInstance;
let before: Buffer[];
beforeAll(async () => {
  // The victim's codes on a fresh app, before any attack: what they must stay.
  const fresh = await buildTestApp({ RATE_LIMIT_MAX: "1000000", DOCUMENT_RATE_LIMIT_MAX: "1000000" });
  before = await victimBytes(fresh);
  await fresh.close();
  app = await buildTestApp({ RATE_LIMIT_MAX: "1000000", DOCUMENT_RATE_LIMIT_MAX: "1000000" });
});
afterAll(async () => app.close());

describe("names that reach a prototype, in every position on every route", () => {
  it.each(entries)("%s refuses them in its query string, raw or percent-encoded", async (_name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(
        poisonedName,
        harmfulValue,
        fc.boolean(),
        fc.constantFrom("type=text&text=x", "type=email&email=a%40b.example", "type=code128&content=x", ""),
        fc.boolean(),
        async (name, value, encoded, base, first) => {
          const param = `${encoded ? percentEncoded(name) : name}=${encodeURIComponent(value)}`;
          const query = [first ? param : base, first ? base : param].filter(Boolean).join("&");
          const res = await app.inject({ method: endpoint.method, url: `${pathOf(endpoint)}?${query}` });
          // A CORS preflight is answered before any route runs, and reads no parameter.
          if (endpoint.method === "OPTIONS") expect(res.statusCode).toBeLessThan(500);
          else expectRefused(res, name);
        },
      ),
      { numRuns: 12 },
    );
  });

  /** Bodies the JSON routes take, and an MCP tool call: where a poisoned key is put. */
  const JSON_BASES = [
    ...entries.flatMap(([, endpoint]) => Object.values(endpoint.docs?.requestExamples ?? {}).map((e) => e.value)),
    {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "generate_qr", arguments: { type: "text", content: { text: "x" }, customization: {} } },
    },
  ];

  /** The paths of every object in a JSON value, the value itself first. */
  const objectPaths = (value: unknown, path: string[] = []): string[][] =>
    typeof value === "object" && value !== null
      ? [
          ...(Array.isArray(value) ? [] : [path]),
          ...Object.entries(value).flatMap(([key, item]) => objectPaths(item, [...path, key])),
        ]
      : [];

  /** JSON text of `base` with `key` an own key of the object at `path` (as `JSON.parse` makes `__proto__`). */
  function poisonedJson(base: unknown, path: readonly string[], key: string, value: unknown): string {
    const copy = JSON.parse(JSON.stringify(base));
    const target = path.reduce((object, segment) => object[segment], copy);
    Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
    return JSON.stringify(copy);
  }

  const poisonedBody = fc.constantFrom(...JSON_BASES).chain((base) =>
    fc.record({
      base: fc.constant(base),
      path: fc.constantFrom(...objectPaths(base)),
      key: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), poisonedName),
      value: fc.constantFrom<unknown>({ x: 1 }, { prototype: { x: 1 } }, "#FF0000", [{ x: 1 }]),
    }),
  );

  it.each(entries.filter(([, endpoint]) => endpoint.method === "POST" && !takesMultipart(endpoint)))(
    "%s refuses them as own keys of a JSON body at any depth",
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(poisonedBody, async ({ base, path, key, value }) => {
          const res = await app.inject({
            method: "POST",
            url: pathOf(endpoint),
            headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
            payload: poisonedJson(base, path, key, value),
          });
          expectRefused(res, [...path, key].join("."));
        }),
        { numRuns: 25 },
      );
    },
  );

  const png = generateQr({ type: "text", content: { text: "scan me" } }).bytes;

  it.each(entries.filter(([, endpoint]) => takesMultipart(endpoint)))(
    "%s refuses them as names of form fields and file parts",
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), poisonedName),
          fc.boolean(),
          fc.boolean(),
          async (name, asFile, first) => {
            // A poisoned file part is the only one: a second file would be refused as such first.
            const form = new FormData();
            const image = () => asFile || form.append("image", new Blob([png], { type: "image/png" }), "qr.png");
            if (first) image();
            if (asFile) form.append(name, new Blob([png], { type: "image/png" }), "qr.png");
            else form.append(name, "x");
            if (!first) image();
            const request = new Request("http://localhost/", { method: "POST", body: form });
            const res = await app.inject({
              method: "POST",
              url: pathOf(endpoint),
              headers: { "content-type": request.headers.get("content-type") as string },
              payload: Buffer.from(await request.arrayBuffer()),
            });
            // @fastify/multipart refuses a name `Object.prototype` has before the route sees it.
            if (name in Object.prototype) {
              expect(res.statusCode).toBe(400);
              expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR" });
              expect(res.json().error).toMatch(/^a form field is named like a property every object has/);
            } else {
              expectRefused(res, name);
            }
          },
        ),
        { numRuns: 25 },
      );
    },
  );

  it("refuses them in MCP tool arguments on every transport, as a tool error naming the key", async () => {
    const engine = createMcpEngine();
    const server = createMcpServer(engine, { client: "test" });
    const client = new Client({ name: "qrbar-test", version: "1.0.0" });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    await client.connect(clientSide);
    try {
      for (const [tool, args, field] of [
        ["generate_qr", '{"type":"text","content":{"text":"x","__proto__":{"subject":"evil"}}}', "content.__proto__"],
        [
          "generate_qr",
          '{"type":"text","content":{"text":"x"},"customization":{"a.prototype":1}}',
          "customization.a.prototype",
        ],
        ["list_types", '{"constructor":{"prototype":{"x":1}}}', "constructor"],
        ["make_label", '{"sender":{"constructor":{"prototype":{"x":1}}}}', "sender.constructor"],
      ] as const) {
        const result = await client.callTool({ name: tool, arguments: JSON.parse(args) });
        expect(result.isError, `${tool} ${args}`).toBe(true);
        const [sentence] = (result.content as Array<{ text: string }>)[0]?.text.split("\n") ?? [];
        expect(sentence).toMatch(new RegExp(`^${field.replace(/[.[\]]/g, "\\$&")} is not a parameter name: `));
      }
    } finally {
      await client.close();
      await engine.close();
    }
  });

  it("leaves the shared prototypes as they were, and another client's codes byte for byte as on a fresh app", async () => {
    // The probe's own payloads, whatever the properties above happened to draw.
    for (const attack of HEADLINE_ATTACKS) {
      await app.inject({ method: "GET", url: `/api/qr/image?type=text&text=x&${attack}` });
    }
    expect(sharedPrototypeKeys()).toEqual(PROTOTYPES_BEFORE);
    expect(await victimBytes(app)).toEqual(before);
  });
});
