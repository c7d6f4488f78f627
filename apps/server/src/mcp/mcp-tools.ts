import {
  BarcodeRequestEnvelopeSchema,
  LabelGenerateRequestSchema,
  QrRequestEnvelopeSchema,
  SCAN_LIMITS,
} from "@qrbar/contract";
import { barcodeCatalog, QrbarError, qrCatalog } from "@qrbar/core";
import type { TSchema } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";
import { bytesAsBuffer } from "../bytes-as-buffer.js";
import { JSON_BODY_LIMIT } from "../plugins/json-body.js";
import type { Caller } from "../routes/caller.js";
import { fileName } from "../routes/file-name.js";
import type { ScanUpload } from "../routes/scan-service.js";
import type { McpEngine } from "./mcp-engine.js";

/** One piece of a tool's answer, as MCP's `CallToolResult.content` holds them. */
export type ToolContent =
  | { type: "text"; text: string }
  | { type: "image"; data: string; mimeType: string }
  | { type: "resource"; resource: { uri: string; mimeType: string; blob: string } };

/** A tool: its name, what it does, its input's JSON Schema, and what it answers. */
export interface McpTool {
  readonly name: string;
  readonly description: string;
  /** JSON Schema of the arguments: the contract's TypeBox schema, which is JSON Schema already. */
  readonly inputSchema: Record<string, unknown>;
  /**
   * The largest HTTP body a call of it may come in on `/mcp`: the body limit of the route it mirrors
   * (default the JSON routes' `JSON_BODY_LIMIT`).
   */
  readonly bodyLimit?: number;
  /**
   * Runs the tool for `caller` (whose share of a pool its work counts against), stopped when its
   * signal aborts.
   */
  run(engine: McpEngine, args: Record<string, unknown>, caller: Caller): Promise<ToolContent[]>;
}

/** A TypeBox schema as plain JSON Schema (TypeBox's own symbol keys dropped). */
const jsonSchema = (schema: TSchema): Record<string, unknown> => JSON.parse(JSON.stringify(schema));

const text = (value: unknown): ToolContent => ({
  type: "text",
  text: typeof value === "string" ? value : JSON.stringify(value, null, 2),
});

const ListTypesInput = Type.Object(
  {
    kind: Type.Optional(
      Type.Union([Type.Literal("qr"), Type.Literal("barcode")], {
        description: "Which catalog: qr or barcode. Both when left out.",
      }),
    ),
    type: Type.Optional(
      Type.String({
        description:
          "One type key: answers its content schema (QR) or content rules (barcode) and an example, instead of the list.",
      }),
    ),
  },
  { additionalProperties: false },
);

const ScanInput = Type.Object(
  {
    image_base64: Type.String({
      minLength: 1,
      description: `The image (PNG, JPEG, GIF, BMP or WebP, at most ${SCAN_LIMITS.maxBytes / 1_048_576} MiB) in base64, or as a data URI (data:image/png;base64,...).`,
    }),
  },
  { additionalProperties: false },
);

/** The catalog of one kind, or one type's schema or rules with an example. */
function listTypes(args: Record<string, unknown>): unknown {
  const kinds = args.kind === "qr" || args.kind === "barcode" ? [args.kind] : ["qr", "barcode"];
  const qr = qrCatalog();
  const barcode = barcodeCatalog();
  if (typeof args.type === "string") {
    const key = args.type.toLowerCase();
    // A QR type's content is an object with a schema; a barcode's a string with rules. Own keys only:
    // `constructor` or `__proto__` are no type, whatever the catalog object inherits.
    const found =
      kinds.includes("qr") && Object.hasOwn(qr.types, key)
        ? { kind: "qr", label: qr.types[key], content_schema: qr.schemas[key], example: qr.examples[key] }
        : kinds.includes("barcode") && Object.hasOwn(barcode.types, key)
          ? { kind: "barcode", label: barcode.types[key], rules: barcode.rules[key], example: barcode.examples[key] }
          : undefined;
    if (found) return { ...found, type: key };
    throw QrbarError.field(
      "type",
      `'${args.type}' is no ${kinds.join(" or ")} type; call list_types without type for the list`,
      "UNKNOWN_TYPE",
    );
  }
  return Object.fromEntries(kinds.map((kind) => [kind, (kind === "qr" ? qr : barcode).types]));
}

/** The argument that carries scan_image's image. */
const IMAGE_ARGUMENT = "image_base64";

/**
 * The image of base64 or a data URI, with the type a data URI declares it as (as a multipart part
 * declares its own on `/api/scan`), or a `VALIDATION_ERROR` naming `image_base64`.
 */
function imageUpload(args: Record<string, unknown>): ScanUpload {
  const value = args[IMAGE_ARGUMENT];
  if (typeof value !== "string" || value.length === 0) {
    throw QrbarError.field(IMAGE_ARGUMENT, "is required: the image in base64 or as a data URI");
  }
  const dataUri = /^data:([^,;]*)[^,]*;base64,/.exec(value);
  const data = value.slice(dataUri?.[0].length ?? 0).replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(data)) {
    throw QrbarError.field(IMAGE_ARGUMENT, "is not base64: send the file's bytes base64-encoded, or a data URI");
  }
  const declaredType = dataUri?.[1] || undefined;
  return { bytes: Buffer.from(data, "base64"), declaredType, field: IMAGE_ARGUMENT };
}

/** Bytes a tool made, and their media type. */
interface MadeFile {
  readonly bytes: Uint8Array;
  readonly mimeType: string;
}

/**
 * A file a tool made as MCP content: an image (`image/*`) as image content, which a client shows; anything
 * else (a PDF, an EPS) as an embedded resource `qrbar://<name>.<extension>` with the bytes in base64.
 */
function fileContent(file: MadeFile, name: string): ToolContent {
  const data = bytesAsBuffer(file.bytes).toString("base64");
  if (file.mimeType.startsWith("image/")) return { type: "image", data, mimeType: file.mimeType };
  return {
    type: "resource",
    resource: { uri: `qrbar://${fileName(name, file.mimeType)}`, mimeType: file.mimeType, blob: data },
  };
}

/** A tool that generates a code: it answers the file, then what it encodes. */
function codeTool<Image extends MadeFile>(
  tool: Pick<McpTool, "name" | "description"> & { readonly schema: TSchema; readonly file: string },
  generate: (engine: McpEngine, args: Record<string, unknown>, caller: Caller) => Promise<Image>,
  encoded: (image: Image) => unknown,
): McpTool {
  return {
    name: tool.name,
    description: tool.description,
    inputSchema: jsonSchema(tool.schema),
    run: async (engine, args, caller) => {
      const image = await generate(engine, args, caller);
      return [fileContent(image, tool.file), text(encoded(image))];
    },
  };
}

/**
 * Every tool of qrbar's MCP server, each doing the work of the HTTP route it mirrors through the same
 * functions: `list_types` ~ `GET /api/types`, `generate_qr` ~ `POST /api/qr/generate` (`qrImage`),
 * `generate_barcode` ~ `POST /api/barcode/generate` (`barcodeImage`), `scan_image` ~ `POST /api/scan`
 * (the `ScanService`: size, cost and share), `make_label` ~ `POST /api/label/generate` (the label
 * pool). Validation is the core's: a bad argument is a tool error naming the field.
 */
export const MCP_TOOLS: readonly McpTool[] = [
  {
    name: "list_types",
    description:
      "Lists the QR code content types (64, from url and wifi to payment codes such as epc_sepa, swiss_qr_bill, upi and pix) and the barcode symbologies (66: ean13, code128, datamatrix, pdf417, ...). Give `type` to get one type's content schema and a valid example before generating.",
    inputSchema: jsonSchema(ListTypesInput),
    run: async (_engine, args) => [text(listTypes(args))],
  },
  codeTool(
    {
      name: "generate_qr",
      description:
        "Generates a QR code. `type` is a QR type key (see list_types), `content` the type's fields (list_types with `type` gives its schema and an example), `customization` optional (size, colours, error_correction, format PNG, SVG, or PDF or EPS for print, margin). Answers the image (a PDF or EPS as an embedded resource) and the exact payload text encoded.",
      schema: QrRequestEnvelopeSchema,
      file: "qr",
    },
    (engine, args, caller) => engine.qr(args, caller),
    (image) => image.payload,
  ),
  codeTool(
    {
      name: "generate_barcode",
      description:
        "Generates a barcode. `type` is a symbology key (see list_types), `content` the data as a string (a missing check digit is computed, a wrong one refused naming the right one), `customization` optional (width, height, colours, show_text, format PNG, SVG, or PDF or EPS for print). Answers the image (a PDF or EPS as an embedded resource), the encoded data and the human-readable text.",
      schema: BarcodeRequestEnvelopeSchema,
      file: "barcode",
    },
    (engine, args, caller) => engine.barcode(args, caller),
    (image) => ({ payload: image.payload, text: image.text }),
  ),
  {
    name: "scan_image",
    description:
      "Finds and decodes every QR code and barcode in an image (a photo or a scan). Answers one result per code: its text, format, the parsed content type and fields where it is a known payload, position and confidence. No code found is an empty list.",
    inputSchema: jsonSchema(ScanInput),
    // The largest image /api/scan takes, in base64 (4/3 of its bytes), and the JSON around it.
    bodyLimit: Math.ceil((SCAN_LIMITS.maxBytes * 4) / 3) + JSON_BODY_LIMIT,
    run: async (engine, args, caller) => {
      const outcome = await engine.scan(imageUpload(args), caller);
      return [text({ results: outcome.results, image: outcome.image })];
    },
  },
  {
    name: "make_label",
    description:
      "Makes a 4 x 6 inch carrier-style shipping label: sender and recipient addresses, service, tracking number as Code 128, optional SSCC-18, PDF417/DataMatrix and MaxiCode. `format` PNG (answered as an image), PDF (an embedded resource) or ZPL (the printer commands as text).",
    inputSchema: jsonSchema(LabelGenerateRequestSchema),
    run: async (engine, args, caller) => {
      const label = await engine.label(args, caller);
      const about = text({
        format: label.format,
        dpi: label.dpi,
        size: `${label.width}x${label.height}`,
        sscc: label.sscc,
      });
      if (label.format === "ZPL") return [text(bytesAsBuffer(label.bytes).toString("utf8")), about];
      return [fileContent(label, "label"), about];
    },
  },
];

const byName = new Map(MCP_TOOLS.map((tool) => [tool.name, tool]));

/**
 * The tool of that name, if there is one (a name is looked up among the tools' own names only).
 *
 * @example
 * ```ts
 * toolNamed("scan_image")?.bodyLimit; // 23418198
 * ```
 */
export const toolNamed = (name: unknown): McpTool | undefined =>
  typeof name === "string" ? byName.get(name) : undefined;
