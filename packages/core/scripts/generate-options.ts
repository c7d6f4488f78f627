// Writes the camelCase option types (TSDoc on every option) and their run-time rules of the library's generator
// functions from the contract's customization schemas, the one source of what each option holds: TypeBox's
// `Static` types carry no TSDoc and are snake_case, and the functions' string path must not carry TypeBox.
// `pnpm --filter @qrbar/core generate:options` writes the files; generate-options.test.ts fails when a checked-in
// file differs from what this writes now.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BarcodeCustomizationSchema, QrCustomizationSchema } from "@qrbar/contract";
import type { TObject, TSchema } from "@sinclair/typebox";

/** The package's directory: output paths below are relative to it. */
const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The module that defines `OptionRule` and checks options against it. */
const RULES_MODULE = "src/validation/check-options.ts";

/** One generated module: which schema, which of its fields, and the names it exports. */
interface OptionsModule {
  /** Output path, relative to the package. */
  readonly path: string;
  /** The schema's export name in `@qrbar/contract`, named in the header. */
  readonly schemaName: string;
  readonly schema: TObject;
  /** The schema's fields (snake_case) a function can take; design fields and `format` stay out. */
  readonly fields: readonly string[];
  /** The interface of every field, with its TSDoc. */
  readonly interfaceName: string;
  readonly interfaceDoc: string;
  /** The run-time rules constant. */
  readonly rulesName: string;
  /** Per function: the options type's name, its TSDoc, and the fields it takes (all when absent). */
  readonly aliases: readonly OptionsAlias[];
}

/** One function's options type: the schema's fields it takes, and options of the library only. */
interface OptionsAlias {
  readonly name: string;
  readonly doc: string;
  /** The schema fields it takes; all when absent. */
  readonly fields?: readonly string[];
  /**
   * Options the HTTP API has no field for (values such as a font object, not JSON), each checked by the
   * function itself: its name, TypeScript type, TSDoc, and the module the type is imported from.
   */
  readonly libraryOptions?: readonly {
    readonly name: string;
    readonly type: string;
    /** TSDoc, one string per line. */
    readonly doc: readonly string[];
    readonly from: string;
  }[];
}

const TABLE: readonly OptionsModule[] = [
  {
    path: "src/qr/functions/qr-options.ts",
    schemaName: "QrCustomizationSchema",
    schema: QrCustomizationSchema,
    fields: ["size", "fill_color", "back_color", "error_correction", "margin", "color_space"],
    interfaceName: "QrOptions",
    interfaceDoc: "Every option of the QR functions: the HTTP API's `customization` fields, in camelCase.",
    rulesName: "QR_OPTION_RULES",
    aliases: [
      { name: "QrSvgOptions", doc: "Options of `qrSvg`: the image's size, colours, error correction and margin." },
      { name: "QrPngOptions", doc: "Options of `qrPng`: the image's size, colours, error correction and margin." },
      {
        name: "QrPdfOptions",
        doc: "Options of `qrPdf`: the page's size in pixels, colours, error correction and margin.",
      },
      {
        name: "QrEpsOptions",
        doc: "Options of `qrEps`: the image's size in pixels, colours, error correction and margin.",
      },
      {
        name: "QrTerminalOptions",
        doc: "Options of `qrTerminal`: error correction and margin (a terminal sets the size and colours).",
        fields: ["error_correction", "margin"],
      },
      {
        name: "QrMatrixOptions",
        doc: "Options of `qrMatrix`: the error correction level.",
        fields: ["error_correction"],
      },
    ],
  },
  {
    path: "src/barcode/functions/barcode-options.ts",
    schemaName: "BarcodeCustomizationSchema",
    schema: BarcodeCustomizationSchema,
    fields: ["width", "height", "bar_color", "background_color", "show_text", "color_space"],
    interfaceName: "BarcodeOptions",
    interfaceDoc: "Every option of the barcode functions: the HTTP API's `customization` fields, in camelCase.",
    rulesName: "BARCODE_OPTION_RULES",
    aliases: [
      {
        name: "BarcodeSvgOptions",
        doc: "Options of `barcodeSvg`: the image's size, colours and text, and the font of the text.",
        libraryOptions: [
          {
            name: "font",
            type: "OutlineFont",
            from: "../render/outline-font.js",
            doc: [
              "Draw the human-readable text as this font's glyph outlines (`ocrB` from `@qrbar/core/barcode/ocr-b`):",
              "no font is needed to view the SVG, and it prints the same everywhere.",
              "",
              "@defaultValue the text as `<text>` in an OCR-B font stack (`OCR-B, 'OCR B', OCRB, monospace`), fitted to",
              "the same width",
            ],
          },
        ],
      },
      { name: "BarcodePngOptions", doc: "Options of `barcodePng`: the image's size, colours and text." },
      {
        name: "BarcodePdfOptions",
        doc: "Options of `barcodePdf`: the page's size in pixels, colours and text (always OCR-B, as a Type 3 font).",
      },
      {
        name: "BarcodeEpsOptions",
        doc: "Options of `barcodeEps`: the image's size in pixels, colours and text (always OCR-B outlines).",
      },
    ],
  },
];

const camelCase = (name: string): string => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A field's schema as the functions see it. */
interface FieldSchema extends Record<string, unknown> {
  readonly type?: string;
  readonly anyOf?: readonly FieldSchema[];
  readonly const?: string;
  readonly description?: string;
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly pattern?: string;
  readonly errorMessage?: string;
}

/**
 * The plain form of a field: a union holding a non-literal member (a colour or `"transparent"`) is its first
 * such member, since the literal alternatives belong to styled codes, which these synchronous functions do not draw.
 */
function plainForm(schema: FieldSchema): FieldSchema {
  const open = schema.anyOf?.find((member) => member.const === undefined);
  return open ? { ...open, default: schema.default } : schema;
}

/** The TypeScript type, TSDoc sentences and run-time rule (as source) of one field. */
function describeField(name: string, raw: FieldSchema): { type: string; doc: string; rule: string } {
  const schema = plainForm(raw);
  const description = schema.description ?? "";
  const fallback = JSON.stringify(schema.default);
  if (schema.anyOf) {
    const values = schema.anyOf.map((member) => JSON.stringify(member.const));
    return {
      type: values.join(" | "),
      // The HTTP wire format takes these in any case; a function's literal union takes them as written.
      doc: description.replace(/ Case-insensitive\.$/, ""),
      rule: `{ kind: "choice", values: [${values.join(", ")}], default: ${fallback} }`,
    };
  }
  switch (schema.type) {
    case "integer":
      return {
        type: "number",
        doc: `${description} A whole number from ${schema.minimum} to ${schema.maximum}.`,
        rule: `{ kind: "integer", minimum: ${schema.minimum}, maximum: ${schema.maximum}, default: ${fallback} }`,
      };
    case "string":
      return {
        type: "string",
        doc: description,
        rule: `{ kind: "pattern", pattern: /${schema.pattern}/, message: ${JSON.stringify(schema.errorMessage)}, default: ${fallback} }`,
      };
    case "boolean":
      return { type: "boolean", doc: description, rule: `{ kind: "boolean", default: ${fallback} }` };
    default:
      throw new Error(`${name}: no option form for a schema of type ${schema.type}`);
  }
}

/** Source text of one generated module, before formatting. */
function moduleSource(module: OptionsModule): string {
  const properties = module.schema.properties as Record<string, TSchema>;
  const fields = module.fields.map((name) => {
    const schema = properties[name] as FieldSchema | undefined;
    if (!schema) throw new Error(`${module.schemaName} has no field ${name}`);
    return { name: camelCase(name), default: JSON.stringify(schema.default), ...describeField(name, schema) };
  });
  const rulesImport = relative(dirname(module.path), RULES_MODULE).replace(/\.ts$/, ".js");
  const libraryImports = module.aliases.flatMap((alias) =>
    (alias.libraryOptions ?? []).map((option) => `import type { ${option.type} } from "${option.from}";`),
  );
  const lines = [
    `// Generated by scripts/generate-options.ts from @qrbar/contract's ${module.schemaName}: do not edit.`,
    "// `pnpm --filter @qrbar/core generate:options` writes it again; a test fails when it is stale.",
    `import type { OptionRule } from "${rulesImport.startsWith(".") ? rulesImport : `./${rulesImport}`}";`,
    ...libraryImports,
    "",
    `/** ${module.interfaceDoc} */`,
    `export interface ${module.interfaceName} {`,
    ...fields.flatMap((field) => [
      "  /**",
      `   * ${field.doc}`,
      "   *",
      `   * @defaultValue ${field.default}`,
      "   */",
      `  readonly ${field.name}?: ${field.type};`,
    ]),
    "}",
    "",
    ...module.aliases.flatMap((alias) => [`/** ${alias.doc} */`, ...aliasSource(module, alias), ""]),
    `/** What each option of {@link ${module.interfaceName}} may hold, and its default, for \`checkOptions\`. */`,
    `export const ${module.rulesName}: { readonly [K in keyof ${module.interfaceName}]-?: OptionRule } = {`,
    ...fields.map((field) => `  ${field.name}: ${field.rule},`),
    "};",
    "",
  ];
  return lines.join("\n");
}

/** The declaration of one function's options type. */
function aliasSource(module: OptionsModule, alias: OptionsAlias): string[] {
  const base = alias.fields
    ? `Pick<${module.interfaceName}, ${alias.fields.map((f) => JSON.stringify(camelCase(f))).join(" | ")}>`
    : module.interfaceName;
  if (!alias.libraryOptions) return [`export type ${alias.name} = ${base};`];
  return [
    `export interface ${alias.name} extends ${base} {`,
    ...alias.libraryOptions.flatMap((option) => [
      "  /**",
      ...option.doc.map((line) => (line ? `   * ${line}` : "   *")),
      "   */",
      `  readonly ${option.name}?: ${option.type};`,
    ]),
    "}",
  ];
}

/** Formats TypeScript source as `biome format` would format the file at `path`. */
function formatted(path: string, source: string): string {
  const biome = resolve(PACKAGE_DIR, "../../node_modules/.bin/biome");
  const run = spawnSync(biome, ["format", `--stdin-file-path=${path}`], { input: source, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`biome format ${path} failed: ${run.stderr}`);
  return run.stdout;
}

/**
 * Every generated options module: its path (relative to the package) and its text as it should be checked in.
 *
 * @example
 * ```ts
 * for (const { path, text } of generatedOptionModules()) writeFileSync(path, text);
 * ```
 */
export function generatedOptionModules(): { path: string; text: string }[] {
  return TABLE.map((module) => ({ path: module.path, text: formatted(module.path, moduleSource(module)) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { path, text } of generatedOptionModules()) {
    writeFileSync(resolve(PACKAGE_DIR, path), text);
    console.log(`wrote ${path}`);
  }
}
