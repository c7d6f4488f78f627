import { barcodeImagePath, qrImagePath } from "@qrbar/client/image-url";
import type { BarcodeGenerateRequest, QrGenerateRequest } from "@qrbar/contract";

/** A generation request as the page sends it. */
export interface GenerateRequest {
  readonly type: string;
  readonly content: unknown;
  readonly customization?: Record<string, unknown>;
}

/** Which API a snippet is for: the QR or the barcode generator. */
export type Generator = "qr" | "barcode";

/** One way to make the same code: a title and the text to copy. */
export interface Snippet {
  readonly title: string;
  readonly text: string;
}

/** Quotes `value` for a POSIX shell when it needs it. */
export function shellQuote(value: string): string {
  return /^[A-Za-z0-9_.,:/@%+=-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

/** `{a: {b: 1}, c: [2, 3]}` → `[["a.b", "1"], ["c", "2"], ["c", "3"]]`: query parameters and CLI options. */
export function flatten(value: unknown, prefix = ""): [string, string][] {
  if (Array.isArray(value)) {
    return value.flatMap((item) =>
      item !== null && typeof item === "object"
        ? [[prefix, JSON.stringify(item)] as [string, string]]
        : flatten(item, prefix),
    );
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) => flatten(v, prefix ? `${prefix}.${key}` : key));
  }
  return value === undefined ? [] : [[prefix, String(value)]];
}

/**
 * The address that answers the image itself (`GET /api/qr/image`, `GET /api/barcode/image`), for an
 * `<img src>`: written by `@qrbar/client/image-url`, the client's own builder (a content field named like a route parameter
 * becomes `content.<name>`, nested content goes in the `content` JSON), so the page and the client
 * cannot disagree. That module is pure and imports types only, so the page bundles just it.
 *
 * @example
 * ```ts
 * imageUrl("https://qr.example.com", "qr", {type: "url", content: {url: "https://example.com"}});
 * // https://qr.example.com/api/qr/image?type=url&url=https%3A%2F%2Fexample.com
 * ```
 */
export function imageUrl(origin: string, generator: Generator, request: GenerateRequest): string {
  const path =
    generator === "qr"
      ? qrImagePath(request as unknown as QrGenerateRequest)
      : barcodeImagePath(request as unknown as BarcodeGenerateRequest);
  return `${origin}${path}`;
}

function cliCommand(generator: Generator, request: GenerateRequest): string {
  const format = String(request.customization?.format ?? "PNG").toLowerCase();
  const words = ["qrbar", generator, request.type];
  if (generator === "barcode") words.push(shellQuote(String(request.content)));
  else for (const [key, value] of flatten(request.content)) words.push(`--${key}`, shellQuote(value));
  for (const [key, value] of flatten(request.customization ?? {})) {
    if (key !== "format") words.push(`--${key.replaceAll("_", "-")}`, shellQuote(value));
  }
  words.push("-o", `${request.type}.${format}`);
  return words.join(" ");
}

/**
 * The same request as a curl command, a `@qrbar/client` call, a `qrbar` command line and an image
 * URL: what the "copy code" buttons copy.
 */
export function snippets(origin: string, generator: Generator, request: GenerateRequest): Snippet[] {
  const json = JSON.stringify(request);
  const pretty = JSON.stringify(request, null, 2).replaceAll("\n", "\n  ");
  return [
    { title: "Image URL", text: imageUrl(origin, generator, request) },
    {
      title: "curl",
      text: `curl -s ${origin}/api/${generator}/generate -H 'content-type: application/json' \\\n  -d ${shellQuote(json)}`,
    },
    {
      title: "@qrbar/client",
      text: `import { createClient } from "@qrbar/client";\n\nconst qrbar = createClient({ baseUrl: "${origin}/api" });\nconst code = await qrbar.${generator}.generate(\n  ${pretty},\n);\nconsole.log(code.download_url);`,
    },
    { title: "CLI", text: cliCommand(generator, request) },
  ];
}
