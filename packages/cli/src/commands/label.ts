import { extname } from "node:path";
import type { JsonSchema } from "@qrbar/contract";
import { type LabelFormat, LabelGenerateRequestSchema } from "@qrbar/contract";
import { CliError, EXIT_OK, usageError } from "../cli-error.js";
import type { Command } from "../command.js";
import { toCliError } from "../error-message.js";
import { reportTo, writeImage } from "../image-output.js";
import { readJsonInput } from "../json-input.js";
import { helpLines, optionRows, wrap } from "../option-help.js";
import { flag, flagOf, parseArgs, single } from "../parse-args.js";

const REQUEST = LabelGenerateRequestSchema as unknown as JsonSchema;
/** The request fields the command line may override. */
const OVERRIDES = ["format", "dpi"] as const;
const OPTIONS = new Set(["request", "output", ...OVERRIDES]);
const EXTENSION_FORMATS: Record<string, LabelFormat> = { ".png": "PNG", ".pdf": "PDF", ".zpl": "ZPL" };

const USAGE = "qrbar label --request <label.json|-> [-o <file.png|file.pdf|file.zpl>] [--format] [--dpi]";

const help = () => {
  const required = new Set(REQUEST.required ?? []);
  const fields = Object.keys(REQUEST.properties ?? {}).map((name) => (required.has(name) ? `${name}*` : name));
  return [
    `Usage: ${USAGE}`,
    "",
    "Generates a 4 x 6 inch shipping label (PNG, PDF or ZPL) from a JSON request shaped like a",
    "POST /api/label/generate body. docs/labels.md describes every field and the layout.",
    "  qrbar label --request label.json -o label.pdf",
    "  qrbar label --request - --format ZPL --dpi 300 -o - < label.json | lp -d zebra -o raw",
    "",
    "Options:",
    ...helpLines([
      ["--request <file|->", "Required. The request: a .json file, or - for standard input."],
      [
        "-o, --output <file>",
        "The label: a .png, .pdf or .zpl file (default label.<format>), or - for standard output; --out also works.",
      ],
      ...optionRows({ properties: { format: REQUEST.properties?.format, dpi: REQUEST.properties?.dpi } } as JsonSchema),
    ]),
    "",
    "--format and --dpi override the request's fields. Without --format the format follows the file",
    "name, else the request, else PNG.",
    "",
    "Request fields (* required):",
    ...wrap(fields.map((name, i) => (i < fields.length - 1 ? `${name},` : name))),
    "",
    "A request:",
    `  {"sender": {"name": "Zoë Müller", "lines": ["Alexanderplatz 1"], "city": "Berlin",`,
    `              "postal_code": "10178", "country": "DE"},`,
    `   "recipient": {"name": "山田 太郎", "lines": ["1-1 Chiyoda"], "city": "Tokyo",`,
    `                 "postal_code": "100-0001", "country": "JP"},`,
    `   "service": "EXPRESS", "tracking_number": "1Z999AA10123456784", "sscc": "34012345000000000"}`,
    "",
  ].join("\n");
};

/**
 * The format asked on the command line: `--format`, else the output file's extension; `undefined`
 * leaves the request's own. A `--format` that contradicts the file name is a usage error.
 */
function formatAsked(format: string | undefined, output: string | undefined): string | undefined {
  const chosen = format?.toUpperCase();
  const implied = output && output !== "-" ? EXTENSION_FORMATS[extname(output).toLowerCase()] : undefined;
  if (chosen && implied && chosen !== implied) {
    throw usageError(`--format ${format} contradicts the file name ${output}; use a .${chosen.toLowerCase()} name`);
  }
  return chosen ?? implied;
}

/** `qrbar label --request label.json -o label.pdf`: one shipping label into a file, from the core. */
export const labelCommand: Command = {
  name: "label",
  summary: "Generate a 4 x 6 in shipping label (PNG, PDF or ZPL) from a JSON request",
  async run(argv, io) {
    const args = parseArgs(argv, {
      flags: new Set(["help"]),
      short: { o: "output", h: "help" },
      aliases: { out: "output" },
    });
    if (flag(args, "help")) {
      io.stdout.write(help());
      return EXIT_OK;
    }
    for (const [name] of args.options) {
      if (!OPTIONS.has(name)) throw usageError(`unknown option ${flagOf(name)}; usage: ${USAGE}`);
    }
    if (args.positionals.length) {
      throw usageError(`unexpected argument '${args.positionals[0]}'; give the request as --request <file>`);
    }
    const source = single(args, "request");
    if (source === undefined) throw usageError(`missing the request; usage: ${USAGE}`);
    const output = single(args, "output");
    const format = formatAsked(single(args, "format"), output);
    const dpi = single(args, "dpi");

    const request = await readJsonInput(source, io);
    if (typeof request !== "object" || request === null || Array.isArray(request)) {
      throw new CliError(`${source === "-" ? "standard input" : source} must hold a label request: a JSON object`);
    }
    const { generateLabel, isQrbarError } = await import("@qrbar/core/label");
    let label: Awaited<ReturnType<typeof generateLabel>>;
    try {
      label = await generateLabel({
        ...request,
        ...(format === undefined ? {} : { format }),
        // A number when it is one, so that a wrong value gets the schema's "must be one of 203, 300".
        ...(dpi === undefined ? {} : { dpi: /^\d+$/.test(dpi) ? Number(dpi) : dpi }),
      });
    } catch (error) {
      if (!isQrbarError(error)) throw error;
      // A field set on the command line is named by its option; the others as the request names them.
      throw toCliError(error, (field) =>
        OVERRIDES.some((name) => name === field && args.options.has(name)) ? flagOf(field) : field,
      );
    }
    const target = { path: output ?? `label.${label.format.toLowerCase()}`, format: label.format };
    await writeImage(target.path, label.bytes, io);
    reportTo(target, io).write(
      `wrote ${target.path}: ${label.width}x${label.height} ${label.format} label at ${label.dpi} dpi${label.sscc ? `, SSCC ${label.sscc}` : ""}\n`,
    );
    return EXIT_OK;
  },
};
