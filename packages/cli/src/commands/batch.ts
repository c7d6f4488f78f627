import { mkdir } from "node:fs/promises";
import { isAbsolute, join, normalize, resolve } from "node:path";
import { CliError, EXIT_FAILURE, EXIT_OK, usageError } from "../cli-error.js";
import type { Command } from "../command.js";
import { isFileFormat, writeImage } from "../image-output.js";
import type { CliIo } from "../io.js";
import { readJsonInput } from "../json-input.js";
import { flag, flagOf, parseArgs, single } from "../parse-args.js";
import { progressBar } from "../progress-bar.js";

const USAGE = "qrbar batch <items.json> [-o <folder>] [--format png|svg|pdf|eps] [--json]";

const HELP = `Usage: ${USAGE}

Generates one QR code per item of a JSON file into a folder, with a progress bar. The file holds an
array of items (or {"items": [...]}), each shaped like a POST /api/qr/generate body; an item may name
its image with "file". There is no limit of 50 here.
  [{"type": "url", "content": {"url": "https://example.com"}, "file": "site.png"},
   {"type": "wifi", "content": {"ssid": "Guest", "encryption": "nopass"}, "customization": {"size": 600}}]

Options:
  -o, --output <folder>   Where the images go (default: the current folder); created if missing.
  --format <format>       png, svg, pdf or eps: the format of the items that do not choose one (default png).
  --json                  A JSON summary on standard output: counts and, per item, its file or its error.

Images are named by "file", else <position>-<type>.<png|svg|pdf|eps> (001-url.png). A bad item fails alone;
the others are written. Exit status: 0 when every item was written, 1 when one failed.
`;

/** What a batch file may hold per item beyond the request: the image's name. */
interface BatchItem {
  readonly file?: unknown;
  readonly type?: unknown;
  readonly customization?: unknown;
}

async function readItems(path: string, io: CliIo): Promise<unknown[]> {
  const parsed = await readJsonInput(path, io);
  const items = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length === 0) {
    throw new CliError(`${path} must hold a non-empty array of QR requests, or {"items": [...]}`);
  }
  return items;
}

/** The item's own file name, checked to stay inside the output folder. */
function ownFileName(item: BatchItem): string | undefined {
  if (item.file === undefined) return undefined;
  const name = typeof item.file === "string" ? normalize(item.file) : "";
  if (!name || isAbsolute(name) || name.startsWith("..")) {
    throw new CliError("file must be a file name inside the output folder");
  }
  return name;
}

/** `qrbar batch items.json -o dir/`: many QR codes from a file into a folder, with a progress bar. */
export const batchCommand: Command = {
  name: "batch",
  summary: "Generate many QR codes from a JSON file into a folder",
  async run(argv, io) {
    const args = parseArgs(argv, { flags: new Set(["help", "json"]), short: { o: "output", h: "help" } });
    if (flag(args, "help")) {
      io.stdout.write(HELP);
      return EXIT_OK;
    }
    for (const [name] of args.options) {
      if (!["output", "format", "json"].includes(name))
        throw usageError(`unknown option ${flagOf(name)}; usage: ${USAGE}`);
    }
    const [file, ...extra] = args.positionals;
    if (!file || extra.length)
      throw usageError(`${file ? "one items file only" : "missing the items file"}; usage: ${USAGE}`);
    const format = (single(args, "format") ?? "png").toUpperCase();
    if (!isFileFormat(format)) throw usageError(`--format must be png, svg, pdf or eps; got '${format}'`);
    const folder = single(args, "output") ?? ".";

    const items = (await readItems(file, io)) as BatchItem[];
    const { generateBatch, QrbarError } = await import("@qrbar/core");
    const requests = items.map((item) => {
      if (typeof item !== "object" || item === null) return item;
      const { file: _file, ...request } = item;
      const customization = (request.customization ?? {}) as Record<string, unknown>;
      return { ...request, customization: { format, ...customization } };
    });
    const bar = progressBar(io.stderr, "generating");
    const outcomes = await generateBatch(requests, {
      maxItems: Number.MAX_SAFE_INTEGER,
      onProgress: (done, total) => bar.update(done, total),
    });
    bar.finish();

    await mkdir(resolve(io.cwd, folder), { recursive: true });
    const width = Math.max(3, String(items.length).length);
    const results = [];
    for (const outcome of outcomes) {
      const item = items[outcome.index] as BatchItem;
      try {
        if (!outcome.success) throw outcome.error;
        const { image } = outcome;
        const name =
          ownFileName(item) ??
          `${String(outcome.index + 1).padStart(width, "0")}-${image.type}.${image.format.toLowerCase()}`;
        await writeImage(join(folder, name), image.bytes, io);
        results.push({ index: outcome.index, success: true as const, file: join(folder, name) });
      } catch (error) {
        const failure = error instanceof QrbarError ? error : (error as Error);
        const type = typeof item?.type === "string" ? item.type : null;
        results.push({
          index: outcome.index,
          success: false as const,
          type,
          error: failure.message,
          ...(failure instanceof QrbarError ? { code: failure.code } : {}),
        });
        io.stderr.write(`qrbar: item ${outcome.index + 1}${type ? ` (${type})` : ""}: ${failure.message}\n`);
      }
    }
    const successful = results.filter((r) => r.success).length;
    const failed = results.length - successful;
    if (flag(args, "json")) {
      io.stdout.write(`${JSON.stringify({ total_items: results.length, successful, failed, results })}\n`);
    } else {
      io.stdout.write(
        `wrote ${successful} of ${results.length} codes to ${folder}${failed ? `; ${failed} failed` : ""}\n`,
      );
    }
    return failed ? EXIT_FAILURE : EXIT_OK;
  },
};
