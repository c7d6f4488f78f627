import { ENDPOINTS, LABEL_REQUEST_EXAMPLE, SCAN_LIMITS } from "@qrbar/contract";
import { generateQr } from "@qrbar/core";
import { CLI_DECODERS, pdfPageSize, phonePhoto, rasteriseVector, VECTOR_TOOLS, zbarimgRaw } from "@qrbar/core/testing";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCP_TOOLS } from "./mcp/mcp-tools.js";
import { JSON_BODY_LIMIT } from "./plugins/json-body.js";
import { buildTestApp, multipartBody } from "./testing/index.js";

/**
 * Every door into the service's work, each contract endpoint and each MCP tool, held to the rules of
 * its work: doors of one work must answer one input alike (the same code and sentence), and every door
 * counts against the client's one rate-limit budget. A route or tool without a row here fails the
 * first test.
 */

/** The kinds of work a door leads to. */
type Work = "qr" | "barcode" | "label" | "scan" | "catalog";

/** An input of a work: a JSON request, or (a scan) the image's bytes. */
type Input = unknown;

/** A file a door answered: its media type and bytes, the name it gave it, and where it is stored. */
interface AnsweredFile {
  readonly mimeType: string;
  readonly bytes: Buffer;
  /** The file name of a `Content-Disposition` or an MCP resource's URI. */
  readonly name?: string;
  /** The download path of a stored code. */
  readonly downloadUrl?: string;
}

/** What a door answered, as the rules compare answers: a failure's code and sentence, and the budget left. */
interface Answer {
  /** The file of a success that carries one. */
  readonly file?: AnsweredFile;
  /** The error code; absent for a success. */
  readonly code?: string;
  /** The first detail's message (the sentence after the field's name), else the error. */
  readonly message?: string;
  /** `X-RateLimit-Remaining`, when the answer carries it. */
  readonly remaining?: number;
}

/** A door into a work, and how this test sends an input of the work through it. */
interface Door {
  readonly work: Work;
  /** Sends `input` from the client at `client` (an address of its own: a budget and share of its own). */
  readonly send: (input: Input, client: string) => Promise<Answer>;
  /** A JSON body: held to `JSON_BODY_LIMIT` (an image URL is bounded by its URL's length instead). */
  readonly jsonBody: boolean;
}

/** An endpoint that leads to no work, and what it serves instead. */
interface NoDoor {
  readonly noWork: string;
}

/**
 * The inputs of each work, and with them the rules that apply to its doors: `good` must succeed
 * everywhere; `bad` (validation), `tooLarge` (the body or file size limit), `overCost` (the decoded
 * cost limit) must be refused everywhere alike; `slow` (a pool's client share) must hold one client to
 * one share across the doors of the work. A work whose pool gets a per-client share gets a `slow` input.
 */
interface WorkInputs {
  readonly good: Input;
  readonly bad?: Input;
  readonly tooLarge?: Input;
  readonly overCost?: Input;
  readonly slow?: Input;
}

const oversized = "x".repeat(JSON_BODY_LIMIT);
const qrPng = generateQr({ type: "url", content: { url: "https://example.com/door" } }).bytes;

const INPUTS: Record<Work, WorkInputs> = {
  qr: {
    good: { type: "url", content: { url: "https://example.com/door" } },
    bad: { type: "url", content: { url: "https://example.com/door" }, customization: { size: 5 } },
    tooLarge: { type: "text", content: { text: oversized } },
  },
  barcode: {
    good: { type: "ean13", content: "590123412345" },
    bad: { type: "ean13", content: "5901234123458" },
    tooLarge: { type: "code128", content: oversized },
  },
  label: {
    good: { ...LABEL_REQUEST_EXAMPLE, format: "ZPL" },
    bad: { ...LABEL_REQUEST_EXAMPLE, format: "ZPL", dpi: 100 },
    tooLarge: { ...LABEL_REQUEST_EXAMPLE, reference: oversized },
  },
  scan: {
    good: qrPng,
    // Declared a PNG, but none: both doors pass the declared type on.
    bad: Buffer.from("not an image at all"),
    // One byte over the limit, whatever its bytes.
    tooLarge: Buffer.concat([qrPng, Buffer.alloc(SCAN_LIMITS.maxBytes + 1 - qrPng.length)]),
    // Set in beforeAll: a 7000x7000 16-bit RGBA PNG (390 KB, 1122 MiB of decoding) and a 12 MP photo.
    overCost: undefined,
    slow: undefined,
  },
  catalog: { good: {} },
};

let app: FastifyInstance;

const remainingOf = (res: LightMyRequestResponse): number | undefined => {
  const header = res.headers["x-ratelimit-remaining"];
  return header === undefined ? undefined : Number(header);
};

/** A failure in the JSON error shape, as an answer. */
const failureOf = (body: { code: string; error: string; details?: Array<{ message: string }> }) => ({
  code: body.code,
  message: body.details?.[0]?.message ?? body.error,
});

/** The file of a data URI and the stored code's download path, from a JSON success (or a batch item). */
function dataUriFile(body: { image_base64?: string; download_url?: string }): AnsweredFile | undefined {
  const [, mimeType, data] = /^data:([^;,]+);base64,(.*)$/s.exec(body.image_base64 ?? "") ?? [];
  if (mimeType === undefined) return undefined;
  return { mimeType, bytes: Buffer.from(data as string, "base64"), downloadUrl: body.download_url };
}

/** The file an HTTP success carries: a JSON answer's data URI, or the body itself. */
function fileOf(res: LightMyRequestResponse): AnsweredFile | undefined {
  const mimeType = String(res.headers["content-type"]);
  if (!mimeType.startsWith("application/json")) {
    const name = /filename="([^"]+)"/.exec(String(res.headers["content-disposition"]))?.[1];
    return { mimeType, bytes: res.rawPayload, name };
  }
  return dataUriFile(res.json());
}

/** The answer of an HTTP response: a success below 400, else its JSON error. */
const answerOf = (res: LightMyRequestResponse): Answer =>
  res.statusCode < 400
    ? { remaining: remainingOf(res), file: fileOf(res) }
    : { ...failureOf(res.json()), remaining: remainingOf(res) };

/** `type`, the content's fields (or the content itself) and the customization as image URL parameters. */
const queryOf = (input: Input): string => {
  const { type, content, customization } = input as { type: string; content: unknown; customization?: object };
  const fields = typeof content === "string" ? { content } : (content as object);
  return new URLSearchParams({ type, ...fields, ...customization } as Record<string, string>).toString();
};

const postJson = (url: string) => async (input: Input, client: string) =>
  answerOf(await app.inject({ method: "POST", url, payload: input as object, remoteAddress: client }));

const getImage = (url: string) => async (input: Input, client: string) =>
  answerOf(await app.inject({ method: "GET", url: `${url}?${queryOf(input)}`, remoteAddress: client }));

const get = (url: string) => async (_input: Input, client: string) =>
  answerOf(await app.inject({ method: "GET", url, remoteAddress: client }));

/** A scan upload, declared a PNG as a browser declares a .png file. */
const postScan = async (input: Input, client: string) => {
  const form = await multipartBody([{ name: "image", value: input as Buffer, filename: "i.png", type: "image/png" }]);
  return answerOf(await app.inject({ method: "POST", url: "/api/scan", ...form, remoteAddress: client }));
};

/** A batch of the one item: the item's own answer, or the batch's refusal. */
const postBatch = async (input: Input, client: string) => {
  const res = await app.inject({
    method: "POST",
    url: ENDPOINTS.generateQrBatch.path,
    payload: { items: [input] },
    remoteAddress: client,
  });
  const answer = answerOf(res);
  const [item] = res.statusCode < 400 ? res.json().results : [];
  if (!item) return answer;
  return item.success
    ? { remaining: answer.remaining, file: dataUriFile(item) }
    : { ...failureOf(item), remaining: answer.remaining };
};

/** The file of a tool's first content: an image, or an embedded resource (named by its URI). */
function toolFile(content: {
  type: string;
  data?: string;
  mimeType?: string;
  resource?: { uri: string; mimeType: string; blob: string };
}): AnsweredFile | undefined {
  if (content.type === "image")
    return { mimeType: String(content.mimeType), bytes: Buffer.from(String(content.data), "base64") };
  const { resource } = content;
  return resource && { mimeType: resource.mimeType, bytes: Buffer.from(resource.blob, "base64"), name: resource.uri };
}

/** A `tools/call` on `/mcp`: the HTTP refusal, the JSON-RPC error, or the tool's error (its JSON line). */
const callTool =
  (name: string, args: (input: Input) => unknown = (input) => input) =>
  async (input: Input, client: string): Promise<Answer> => {
    const res = await app.inject({
      method: "POST",
      url: "/mcp",
      headers: { accept: "application/json, text/event-stream" },
      payload: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args(input) } },
      remoteAddress: client,
    });
    const answer = answerOf(res);
    if (answer.code) return answer;
    const { result, error } = res.json();
    if (error) return { code: `JSON-RPC ${error.code}`, message: error.message, remaining: answer.remaining };
    if (!result.isError) return { remaining: answer.remaining, file: toolFile(result.content[0]) };
    const [, json] = (result.content[0].text as string).split("\n");
    return { ...failureOf(JSON.parse(json as string)), remaining: answer.remaining };
  };

/** Every contract endpoint: the door it is, or what it serves instead of work. */
const ENDPOINT_DOORS: { readonly [N in keyof typeof ENDPOINTS]: Door | NoDoor } = {
  generateQr: { work: "qr", send: postJson(ENDPOINTS.generateQr.path), jsonBody: true },
  qrImage: { work: "qr", send: getImage(ENDPOINTS.qrImage.path), jsonBody: false },
  generateQrBatch: { work: "qr", send: postBatch, jsonBody: true },
  generateBarcode: { work: "barcode", send: postJson(ENDPOINTS.generateBarcode.path), jsonBody: true },
  barcodeImage: { work: "barcode", send: getImage(ENDPOINTS.barcodeImage.path), jsonBody: false },
  generateLabel: { work: "label", send: postJson(ENDPOINTS.generateLabel.path), jsonBody: true },
  scanImage: { work: "scan", send: postScan, jsonBody: false },
  listTypes: { work: "catalog", send: get(ENDPOINTS.listTypes.path), jsonBody: false },
  listQrTypes: { work: "catalog", send: get(ENDPOINTS.listQrTypes.path), jsonBody: false },
  listBarcodeTypes: { work: "catalog", send: get(ENDPOINTS.listBarcodeTypes.path), jsonBody: false },
  downloadQr: { noWork: "a stored code's bytes (counted: endpoints.test.ts)" },
  downloadBarcode: { noWork: "a stored code's bytes (counted: endpoints.test.ts)" },
  downloadLabel: { noWork: "a stored label's bytes (counted: endpoints.test.ts)" },
  mcp: { noWork: "the transport of the MCP tools, each a door of its own" },
  getHealth: { noWork: "health, never rate limited" },
  getReferencePage: { noWork: "the reference page" },
  getOpenApiDocument: { noWork: "the reference document" },
  referencePageIndex: { noWork: "the reference page" },
  referencePageHtml: { noWork: "the reference page" },
  referencePageInitializer: { noWork: "an asset of the reference page" },
  referencePageAssets: { noWork: "an asset of the reference page" },
  referencePageJson: { noWork: "the reference document" },
  referencePageYaml: { noWork: "the reference document" },
  playgroundPage: { noWork: "the playground page" },
  playgroundScript: { noWork: "an asset of the playground" },
  playgroundStyle: { noWork: "an asset of the playground" },
  playgroundQrDrawing: { noWork: "an asset of the playground" },
  playgroundBarcodeDrawing: { noWork: "an asset of the playground" },
  playgroundCodeReading: { noWork: "an asset of the playground" },
  playgroundScanWorker: { noWork: "an asset of the playground" },
  playgroundScanWasm: { noWork: "an asset of the playground" },
  llmsTxt: { noWork: "the service described for agents" },
  corsPreflight: { noWork: "HTTP's own negotiation" },
};

/** Every MCP tool, by name: the door it is. */
const TOOL_DOORS: Readonly<Record<string, Door>> = {
  list_types: { work: "catalog", send: callTool("list_types"), jsonBody: true },
  generate_qr: { work: "qr", send: callTool("generate_qr"), jsonBody: true },
  generate_barcode: { work: "barcode", send: callTool("generate_barcode"), jsonBody: true },
  make_label: { work: "label", send: callTool("make_label"), jsonBody: true },
  scan_image: {
    work: "scan",
    send: callTool("scan_image", (input) => ({
      image_base64: `data:image/png;base64,${(input as Buffer).toString("base64")}`,
    })),
    jsonBody: false,
  },
};

const doors = [
  ...Object.entries(ENDPOINT_DOORS).flatMap(([name, door]) => ("work" in door ? [[name, door] as const] : [])),
  ...Object.entries(TOOL_DOORS).map(([name, door]) => [`MCP ${name}`, door] as const),
];
const doorsOf = (work: Work) => doors.filter(([, door]) => door.work === work);

/** A fresh client address for each use, so that no budget or share carries over between checks. */
let clients = 0;
const freshClient = () => `10.27.${clients >> 8}.${clients++ & 255}`;

beforeAll(async () => {
  const blank = sharp({ create: { width: 7000, height: 7000, channels: 4, background: "#ffffff" } }).png();
  const [bomb, photo] = await Promise.all([blank.toColourspace("rgb16").toBuffer(), phonePhoto()]);
  INPUTS.scan = { ...INPUTS.scan, overCost: bomb, slow: photo };
  // One scanning thread and one scan per client: a second scan of the client's is over its share.
  app = await buildTestApp({ RATE_LIMIT_MAX: "100000", SCAN_THREADS: "1", SCAN_CLIENT_SLOTS: "1" });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe("the doors into the service's work", () => {
  it("are every contract endpoint and every MCP tool, each with a row", () => {
    expect(Object.keys(ENDPOINT_DOORS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    expect(Object.keys(TOOL_DOORS).sort()).toEqual(MCP_TOOLS.map((tool) => tool.name).sort());
    for (const [name, door] of Object.entries(ENDPOINT_DOORS)) {
      // An endpoint that does no work says what it serves; one that does, is a door.
      expect("work" in door || door.noWork.length > 0, name).toBe(true);
    }
  });

  it.each(Object.keys(INPUTS) as Work[])("of %s work answer one input alike at every door", async (work) => {
    const inputs = INPUTS[work];
    const answers = async (input: Input): Promise<Record<string, Answer>> =>
      Object.fromEntries(
        await Promise.all(doorsOf(work).map(async ([name, door]) => [name, await door.send(input, freshClient())])),
      );
    const without = (all: Record<string, Answer>) =>
      Object.fromEntries(Object.entries(all).map(([name, { code, message }]) => [name, { code, message }]));
    for (const [name, answer] of Object.entries(await answers(inputs.good))) {
      expect(answer.code, `${name} refused a good ${work} request: ${answer.message}`).toBeUndefined();
    }
    for (const rule of ["bad", "overCost"] as const) {
      if (inputs[rule] === undefined) continue;
      const all = without(await answers(inputs[rule]));
      const first = Object.values(all)[0];
      expect(first?.code, `${rule} ${work} input is refused`).toBeDefined();
      expect(all, `every door refuses the ${rule} ${work} input alike`).toEqual(
        Object.fromEntries(Object.keys(all).map((name) => [name, first])),
      );
    }
  });

  it("hold the JSON doors to the JSON routes' body limit and the scan doors to the scan size limit", async () => {
    for (const [work, inputs] of Object.entries(INPUTS)) {
      if (inputs.tooLarge === undefined) continue;
      for (const [name, door] of doorsOf(work as Work)) {
        if (!door.jsonBody && work !== "scan") continue;
        const { code, message } = await door.send(inputs.tooLarge, freshClient());
        const expected =
          work === "scan"
            ? `is larger than the 16 MiB (${SCAN_LIMITS.maxBytes} bytes) limit`
            : "the request body is larger than the 1 MB limit";
        expect({ name, code, message }).toEqual({ name, code: "PAYLOAD_TOO_LARGE", message: expected });
      }
    }
  }, 60_000);

  it.each((Object.keys(INPUTS) as Work[]).filter((work) => "slow" in INPUTS[work]))(
    "of %s work give a client one share of the pool, whichever door it comes through",
    async (work) => {
      const client = freshClient();
      const answers = await Promise.all(doorsOf(work).map(([, door]) => door.send(INPUTS[work].slow, client)));
      // Each door's request is in the pool at once: one holds the client's one slot, the rest are over it.
      expect(answers.map((answer) => answer.code ?? "answered").sort()).toEqual(
        ["answered", ...Array(answers.length - 1).fill("RATE_LIMITED")].sort(),
      );
    },
    120_000,
  );

  it("each count one request against the client's one rate-limit budget", async () => {
    const client = freshClient();
    const remaining: Array<[string, number | undefined]> = [];
    for (const [name, door] of doors)
      remaining.push([name, (await door.send(INPUTS[door.work].good, client)).remaining]);
    const first = remaining[0]?.[1] as number;
    expect(remaining).toEqual(remaining.map(([name], i) => [name, first - i]));
  }, 60_000);
});

/** A payload of each code work written as PDF and PostScript syntax: it must reach the file only as a symbol. */
const PRINTED: Readonly<Record<"qr" | "barcode", { readonly request: object; readonly payload: string }>> = {
  qr: {
    request: { type: "text", content: { text: "Print %%EOF (x) Tj showpage" } },
    payload: "Print %%EOF (x) Tj showpage",
  },
  barcode: {
    request: { type: "code128", content: "QRBAR %%EOF) showpage", customization: { width: 700 } },
    payload: "QRBAR %%EOF) showpage",
  },
};

const VECTOR = {
  PDF: { mimeType: "application/pdf", extension: ".pdf" },
  EPS: { mimeType: "application/postscript", extension: ".eps" },
} as const;

describe("PDF and EPS at every door of QR and barcode work", () => {
  const withFormat = (work: "qr" | "barcode", format: string) => {
    const { request } = PRINTED[work] as { request: { customization?: object } };
    return { ...request, customization: { ...request.customization, format } };
  };

  it.skipIf(!VECTOR_TOOLS.pdfinfo || !VECTOR_TOOLS.pdftoppm || !VECTOR_TOOLS.gs || !CLI_DECODERS.zbarimg).each([
    ["qr", "pdf"],
    ["qr", "EPS"],
    ["barcode", "Pdf"],
    ["barcode", "eps"],
  ] as const)(
    "%s work, format %j: one file at every door, typed and named so; it parses, reads back at 300 and 600 dpi, and downloads as the same bytes (needs poppler-utils, ghostscript, zbar-tools)",
    async (work, asked) => {
      const format = asked.toUpperCase() as keyof typeof VECTOR;
      const { mimeType, extension } = VECTOR[format];
      const files: Array<[string, AnsweredFile]> = [];
      for (const [name, door] of doorsOf(work)) {
        const answer = await door.send(withFormat(work, asked), freshClient());
        expect(answer.code, `${name}: ${answer.message}`).toBeUndefined();
        expect(answer.file?.mimeType, name).toBe(mimeType);
        files.push([name, answer.file as AnsweredFile]);
      }
      const [, first] = files[0] as [string, AnsweredFile];
      for (const [name, file] of files) {
        expect(file.bytes.equals(first.bytes), `${name} answers the same file`).toBe(true);
        if (file.name !== undefined) expect(file.name, name).toMatch(new RegExp(`\\${extension}$`));
        if (file.downloadUrl === undefined) continue;
        const download = await app.inject({ method: "GET", url: file.downloadUrl, remoteAddress: freshClient() });
        expect(download.statusCode, name).toBe(200);
        expect(download.headers["content-type"], name).toBe(mimeType);
        expect(download.headers["content-disposition"], name).toMatch(
          new RegExp(`^attachment; filename="${work}_\\d+\\${extension}"$`),
        );
        expect(download.rawPayload.equals(first.bytes), `${name}: the download is the bytes answered`).toBe(true);
      }
      expect(files.filter(([, file]) => file.downloadUrl !== undefined).length).toBe(work === "qr" ? 2 : 1);
      if (format === "PDF") expect(pdfPageSize(first.bytes).width).toBeGreaterThan(0);
      for (const dpi of [300, 600])
        expect(zbarimgRaw(rasteriseVector(first.bytes, format, dpi))).toBe(PRINTED[work].payload);
    },
    60_000,
  );

  it.each(["qr", "barcode"] as const)("%s work: every door refuses an unknown format naming the four", async (work) => {
    for (const [name, door] of doorsOf(work)) {
      const { code, message } = await door.send(withFormat(work, "GIF"), freshClient());
      expect({ name, code, message }).toEqual({
        name,
        code: "VALIDATION_ERROR",
        message: "must be one of PNG, SVG, PDF, EPS",
      });
    }
  });
});
