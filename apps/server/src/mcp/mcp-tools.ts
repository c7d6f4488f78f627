import {
  BarcodeRequestEnvelopeSchema,
  LabelGenerateRequestSchema,
  QrRequestEnvelopeSchema,
  SCAN_LIMITS,
} from "@qrbar/contract";
import { barcodeCatalog, type PoolCall, QrbarError, qrCatalog } from "@qrbar/core";
import { type TSchema, Type } from "@sinclair/typebox";
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
  /** Runs the tool on `engine` for the calling client, stopped when `call.signal` aborts. */
  run(engine: McpEngine, args: Record<string, unknown>, call: PoolCall): Promise<ToolContent[]>;
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
    // A QR type's content is an object with a schema; a barcode's a string with rules.
    const found =
      kinds.includes("qr") && key in qr.types
        ? { kind: "qr", label: qr.types[key], content_schema: qr.schemas[key], example: qr.examples[key] }
        : kinds.includes("barcode") && key in barcode.types
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

/** Bytes from base64 or a data URI, or a `VALIDATION_ERROR` naming `image_base64`. */
function imageBytes(args: Record<string, unknown>): Buffer {
  const value = args.image_base64;
  if (typeof value !== "string" || value.length === 0) {
    throw QrbarError.field("image_base64", "is required: the image in base64 or as a data URI");
  }
  const data = value.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(data)) {
    throw QrbarError.field("image_base64", "is not base64: send the file's bytes base64-encoded, or a data URI");
  }
  return Buffer.from(data, "base64");
}

const imageContent = (image: { bytes: Buffer; mimeType: string }): ToolContent => ({
  type: "image",
  data: image.bytes.toString("base64"),
  mimeType: image.mimeType,
});

/** A tool that generates a code: it answers the image, then what the image encodes. */
function codeTool<Image extends { bytes: Buffer; mimeType: string }>(
  tool: Pick<McpTool, "name" | "description"> & { readonly schema: TSchema },
  generate: (engine: McpEngine, args: Record<string, unknown>, call: PoolCall) => Promise<Image>,
  encoded: (image: Image) => unknown,
): McpTool {
  return {
    name: tool.name,
    description: tool.description,
    inputSchema: jsonSchema(tool.schema),
    run: async (engine, args, call) => {
      const image = await generate(engine, args, call);
      return [imageContent(image), text(encoded(image))];
    },
  };
}

/**
 * Every tool of qrbar's MCP server. Validation is the core's (the HTTP API's): a bad argument is a
 * tool error naming the field.
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
        "Generates a QR code. `type` is a QR type key (see list_types), `content` the type's fields (list_types with `type` gives its schema and an example), `customization` optional (size, colours, error_correction, format PNG or SVG, margin). Answers the image and the exact payload text encoded.",
      schema: QrRequestEnvelopeSchema,
    },
    (engine, args, call) => engine.qr(args, call),
    (image) => image.payload,
  ),
  codeTool(
    {
      name: "generate_barcode",
      description:
        "Generates a barcode. `type` is a symbology key (see list_types), `content` the data as a string (a missing check digit is computed, a wrong one refused naming the right one), `customization` optional (width, height, colours, show_text, format). Answers the image, the encoded data and the human-readable text.",
      schema: BarcodeRequestEnvelopeSchema,
    },
    (engine, args, call) => engine.barcode(args, call),
    (image) => ({ payload: image.payload, text: image.text }),
  ),
  {
    name: "scan_image",
    description:
      "Finds and decodes every QR code and barcode in an image (a photo or a scan). Answers one result per code: its text, format, the parsed content type and fields where it is a known payload, position and confidence. No code found is an empty list.",
    inputSchema: jsonSchema(ScanInput),
    run: async (engine, args, call) => {
      const outcome = await engine.scan(imageBytes(args), call);
      return [text({ results: outcome.results, image: outcome.image })];
    },
  },
  {
    name: "make_label",
    description:
      "Makes a 4 x 6 inch carrier-style shipping label: sender and recipient addresses, service, tracking number as Code 128, optional SSCC-18, PDF417/DataMatrix and MaxiCode. `format` PNG (answered as an image), PDF (an embedded resource) or ZPL (the printer commands as text).",
    inputSchema: jsonSchema(LabelGenerateRequestSchema),
    run: async (engine, args, call) => {
      const label = await engine.label(args, call);
      const about = text({
        format: label.format,
        dpi: label.dpi,
        size: `${label.width}x${label.height}`,
        sscc: label.sscc,
      });
      if (label.format === "PNG") return [imageContent(label), about];
      if (label.format === "ZPL") return [text(label.bytes.toString("utf8")), about];
      const resource = { uri: "qrbar://label.pdf", mimeType: label.mimeType, blob: label.bytes.toString("base64") };
      return [{ type: "resource", resource }, about];
    },
  },
];
