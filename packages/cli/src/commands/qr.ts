import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { JsonSchema } from "@qrbar/contract";
import { QR_LIMITS, QrCustomizationSchema, schemaAt } from "@qrbar/contract";
import { CliError, EXIT_OK, usageError } from "../cli-error.js";
import type { Command } from "../command.js";
import { fromOptions } from "../content-from-options.js";
import { toCliError } from "../error-message.js";
import { customizationFrom, optionForField, saveGenerated } from "../generated-image.js";
import { imageTarget } from "../image-output.js";
import type { CliIo } from "../io.js";
import { asOptions, helpLines, optionRows, wrap } from "../option-help.js";
import { flag, flagOf, parseArgs, single } from "../parse-args.js";

const CUSTOMIZATION = QrCustomizationSchema as unknown as JsonSchema;
const CUSTOMIZATION_NAMES = new Set(Object.keys(CUSTOMIZATION.properties ?? {}));
/** Options of the command itself; a content field of the same name would be shadowed (a test checks none is). */
export const QR_COMMAND_OPTIONS = new Set(["output", "content", "help", "terminal", ...CUSTOMIZATION_NAMES]);

const USAGE = "qrbar qr <type> [--<field> <value> ...] [-o <file.png|.svg|.pdf|.eps> | -t] [options]";

const commonHelp = () => [
  "Options:",
  ...helpLines([
    [
      "-o, --output <file>",
      "The image: a .png, .svg, .pdf or .eps file (default <type>.png), or - for standard output.",
    ],
    [
      "-t, --terminal",
      "Print the code in the terminal instead (half blocks, black on white, with its quiet zone); no file.",
    ],
    [
      "--content <json|file>",
      "The whole content as a JSON object, or a .json file holding one; field options add to it.",
    ],
    ...optionRows(CUSTOMIZATION),
  ]),
];

async function overview(io: CliIo): Promise<number> {
  const { qrCatalog } = await import("@qrbar/core/generate");
  const { types } = qrCatalog();
  io.stdout.write(
    [
      `Usage: ${USAGE}`,
      "",
      "Generates a QR code into an image file. Each content field of the type is an option:",
      "  qrbar qr url --url https://example.com -o site.png",
      "  qrbar qr wifi --ssid 'Example Guest' --encryption WPA --password 'correct horse' -o wifi.svg",
      "  qrbar qr vcard --content card.json -o card.png",
      "  qrbar qr text --text 'Hello' --terminal",
      "",
      ...commonHelp(),
      "",
      `Types (${Object.keys(types).length}); \`qrbar qr <type> --help\` lists a type's fields:`,
      ...wrap(Object.keys(types).map((key, i, all) => (i < all.length - 1 ? `${key},` : key))),
      "",
    ].join("\n"),
  );
  return EXIT_OK;
}

function typeHelp(io: CliIo, type: string, label: string, schema: JsonSchema, example: Record<string, unknown>) {
  io.stdout.write(
    [
      `Usage: qrbar qr ${type} [--<field> <value> ...] [-o <file>] [options]`,
      "",
      `${label}. Fields (nested ones as --field.inner, or --field '<json>'):`,
      ...helpLines(optionRows(schema)),
      "",
      ...commonHelp(),
      "",
      "Example:",
      `  qrbar qr ${type} ${asOptions(example)} -o ${type}.png`,
      "",
    ].join("\n"),
  );
  return EXIT_OK;
}

/** The `--content` option: JSON text, or the path of a file holding it. */
async function contentOption(value: string | undefined, io: CliIo): Promise<Record<string, unknown>> {
  if (value === undefined) return {};
  let text = value;
  if (!/^\s*[[{]/.test(value)) {
    try {
      text = await readFile(resolve(io.cwd, value), "utf8");
    } catch (error) {
      throw new CliError(`cannot read --content file ${value}: ${(error as NodeJS.ErrnoException).code ?? error}`);
    }
  }
  try {
    const content: unknown = JSON.parse(text);
    if (typeof content === "object" && content !== null && !Array.isArray(content)) {
      return content as Record<string, unknown>;
    }
  } catch {
    // Reported below.
  }
  throw usageError("--content must be a JSON object, or a file holding one");
}

/** Image types a logo file may be, by extension. */
const LOGO_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/** `--logo` given as a file path (anything but a data URL) becomes the data URL the API takes. */
async function withLogoFile(customization: Record<string, unknown>, io: CliIo): Promise<Record<string, unknown>> {
  const logo = customization.logo;
  if (typeof logo !== "string" || logo.startsWith("data:")) return customization;
  const type = LOGO_TYPES[logo.split(".").pop()?.toLowerCase() ?? ""];
  if (!type) throw usageError(`--logo ${logo}: give a .png, .jpg, .webp or .svg file, or a data URL`);
  try {
    const bytes = await readFile(resolve(io.cwd, logo));
    return { ...customization, logo: `data:${type};base64,${bytes.toString("base64")}` };
  } catch (error) {
    throw new CliError(`cannot read --logo file ${logo}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
}

/** `qrbar qr <type> --field value ... -o out.png`: one QR code into a file, from the core. */
export const qrCommand: Command = {
  name: "qr",
  summary: "Generate a QR code into a .png, .svg, .pdf or .eps file",
  async run(argv, io) {
    const args = parseArgs(argv, {
      flags: new Set(["help", "terminal"]),
      short: { o: "output", h: "help", t: "terminal" },
    });
    const [requested, ...extra] = args.positionals;
    if (!requested) {
      if (flag(args, "help")) return overview(io);
      throw usageError(`missing the QR type; usage: ${USAGE}; \`qrbar qr --help\` lists the types`);
    }
    const { isQrbarError, qrCatalog, validateQrRequest } = await import("@qrbar/core/generate");
    const { generateStyledQr } = await import("@qrbar/core/style");
    const catalog = qrCatalog();
    const type = Object.keys(catalog.types).find((key) => key === requested.toLowerCase());
    if (!type) {
      throw usageError(`unknown QR type '${requested}'; \`qrbar qr --help\` lists the ${catalog.count} types`);
    }
    const schema = catalog.schemas[type] as JsonSchema;
    if (flag(args, "help")) {
      return typeHelp(io, type, catalog.types[type] as string, schema, catalog.examples[type] ?? {});
    }
    if (extra.length) throw usageError(`unexpected argument '${extra[0]}'; give content as --<field> <value>`);

    const fields = [...args.options].filter(([name]) => !QR_COMMAND_OPTIONS.has(name.split(".")[0] as string));
    for (const [name] of fields) {
      if (!schemaAt(schema, name.split(".")[0] as string)) {
        const known = Object.keys(schema.properties ?? {}).map(flagOf);
        throw usageError(`unknown option ${flagOf(name)} for QR type ${type}; its fields are ${known.join(", ")}`);
      }
    }
    const terminal = flag(args, "terminal");
    if (terminal && (args.options.has("output") || args.options.has("format"))) {
      throw usageError("--terminal prints the code instead of writing a file; leave out -o and --format");
    }
    const target = imageTarget(single(args, "output"), single(args, "format"), type);
    const content = { ...(await contentOption(single(args, "content"), io)), ...fromOptions(schema, fields) };
    const customization = await withLogoFile(customizationFrom(CUSTOMIZATION, args, target.format), io);
    let image: Awaited<ReturnType<typeof generateStyledQr>>;
    try {
      // The options are checked here and typed; a design is drawn and proven to scan, a plain code drawn at once.
      image = await generateStyledQr(validateQrRequest({ type, content, customization }).request);
    } catch (error) {
      if (!isQrbarError(error)) throw error;
      throw toCliError(error, optionForField);
    }
    if (terminal) {
      const { encodeQrMatrix, renderMatrixText } = await import("@qrbar/core/qr");
      const level = String(customization.error_correction ?? "M").toUpperCase() as "L" | "M" | "Q" | "H";
      const margin = Number(customization.margin ?? QR_LIMITS.margin.default);
      io.stdout.write(renderMatrixText(encodeQrMatrix(image.payload, level), margin));
      io.stderr.write(`${image.type}, encoding ${JSON.stringify(image.payload)}\n`);
      return EXIT_OK;
    }
    await saveGenerated(target, image, io);
    return EXIT_OK;
  },
};
