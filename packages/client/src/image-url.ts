import type { BarcodeGenerateRequest, QrGenerateRequest } from "@qrbar/contract";

/**
 * The customization fields of each image URL, which are query parameters of their own. The same
 * as the contract's customization schemas (a test checks), written out so that the client does not
 * load the schemas.
 */
export const IMAGE_URL_CUSTOMIZATION = {
  qr: [
    "size",
    "fill_color",
    "back_color",
    "error_correction",
    "format",
    "margin",
    "module_shape",
    "eye",
    "gradient",
    "logo",
    "logo_size",
    "frame",
    "color_space",
  ],
  barcode: ["width", "height", "bar_color", "background_color", "show_text", "format", "color_space"],
} as const;

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * A value that stays itself as one query parameter: a number, a boolean, or a text the server
 * cannot mistake for JSON (`"8"` or `"true"` could be read as a number or a boolean where the
 * schema allows any JSON, so such texts go in the `content` JSON).
 */
const isPlain = (value: unknown) =>
  typeof value === "number" || typeof value === "boolean" || (typeof value === "string" && !isJson(value));

function appendCustomization(query: URLSearchParams, customization: object | undefined): void {
  for (const [name, value] of Object.entries(customization ?? {})) {
    // A design's objects (eye, gradient, frame) go as JSON, which the server reads back by the field's schema.
    if (value !== undefined) query.append(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
}

/**
 * `/api/qr/image?...` for a QR request: `type`, each customization field by its name, each
 * content field that is a text, number, boolean or list of them by its name (`content.<name>`
 * where the name is taken), and the rest of the content (nested objects, texts that read as JSON)
 * as `content` JSON. The server reads it back to the same request.
 *
 * @example
 * ```ts
 * qrImagePath({ type: "url", content: { url: "https://example.com" }, customization: { size: 300 } });
 * // "/api/qr/image?type=url&url=https%3A%2F%2Fexample.com&size=300"
 * ```
 */
export function qrImagePath(request: QrGenerateRequest): string {
  const query = new URLSearchParams({ type: request.type });
  const taken = new Set<string>(["type", "content", ...IMAGE_URL_CUSTOMIZATION.qr]);
  // Without a prototype, a content key `__proto__` stays a key (which the server refuses by name).
  const nested: Record<string, unknown> = Object.create(null);
  for (const [name, value] of Object.entries(request.content)) {
    const key = taken.has(name) ? `content.${name}` : name;
    if (isPlain(value)) query.append(key, String(value));
    else if (Array.isArray(value) && value.length > 0 && value.every(isPlain)) {
      for (const item of value) query.append(key, String(item));
    } else if (value !== undefined) nested[name] = value;
  }
  if (Object.keys(nested).length > 0) query.append("content", JSON.stringify(nested));
  appendCustomization(query, request.customization);
  return `/api/qr/image?${query}`;
}

/**
 * `/api/barcode/image?...` for a barcode request: `type`, `content` and each customization field.
 *
 * @example
 * ```ts
 * barcodeImagePath({ type: "ean13", content: "590123412345" }); // "/api/barcode/image?type=ean13&content=590123412345"
 * ```
 */
export function barcodeImagePath(request: BarcodeGenerateRequest): string {
  const query = new URLSearchParams({ type: request.type, content: request.content });
  appendCustomization(query, request.customization);
  return `/api/barcode/image?${query}`;
}
