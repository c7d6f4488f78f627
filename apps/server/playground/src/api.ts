import type { Preview } from "./preview.js";

/** One entry of an error's `details`: the field (dotted path) and what is wrong with it. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** A failed API call: the service's own sentence, code and per-field details. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly details: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

async function parse<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => undefined)) as
    | { success?: boolean; error?: string; code?: string; details?: FieldError[] }
    | undefined;
  if (!response.ok || body?.success === false) {
    throw new ApiFailure(
      body?.error ?? `the server answered ${response.status}`,
      body?.code ?? "HTTP_ERROR",
      response.status,
      body?.details ?? [],
    );
  }
  return body as T;
}

/** `GET path` as JSON. */
export async function getJson<T>(path: string): Promise<T> {
  return parse<T>(await fetch(path, { headers: { accept: "application/json" } }));
}

/** `POST path` with a JSON body (or a multipart form), answered with JSON. */
export async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const init: RequestInit =
    body instanceof FormData
      ? { method: "POST", body }
      : { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } };
  return parse<T>(await fetch(path, { ...init, ...(signal ? { signal } : {}) }));
}

/** Formats of the image types the service answers. */
const FORMATS: Record<string, string> = { "image/png": "PNG", "image/svg+xml": "SVG" };

/**
 * `GET path` of an image URL (`/api/qr/image?...`, never stored): the image behind a `blob:` URL,
 * its format, and a styled code's scannability proof (the `X-Scannability` header). A refusal is the
 * JSON error, thrown as an {@link ApiFailure}.
 */
export async function getImage(path: string): Promise<Preview> {
  const response = await fetch(path);
  if (!response.ok) return parse<never>(response);
  const scannability = response.headers.get("x-scannability");
  const type = response.headers.get("content-type") ?? "";
  return {
    src: URL.createObjectURL(await response.blob()),
    format: FORMATS[type] ?? type,
    ...(scannability ? { scannability: JSON.parse(scannability) as unknown } : {}),
  };
}

/** Fields every generation answer has. */
export interface Generated {
  readonly format: string;
  readonly size: string;
  readonly image_base64?: string;
  readonly download_url: string;
  readonly payload?: string;
  readonly scannability?: unknown;
}

/** Decodes a `data:<type>;base64,<data>` URI (or bare base64) into bytes. */
export function dataUriBytes(dataUri: string): Uint8Array {
  const binary = atob(dataUri.slice(dataUri.indexOf(",") + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
