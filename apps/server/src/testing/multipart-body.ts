/** One part of a multipart/form-data body: a field, or a file when it has a file name or bytes. */
export interface FormPart {
  readonly name: string;
  readonly value: Uint8Array | string;
  readonly filename?: string;
  readonly type?: string;
}

/**
 * A multipart/form-data body as a browser would send it, with its `Content-Type` header.
 *
 * @example
 * ```ts
 * const { payload, headers } = await multipartBody([{ name: "image", value: png, filename: "qr.png", type: "image/png" }]);
 * await app.inject({ method: "POST", url: "/api/scan", payload, headers });
 * ```
 */
export async function multipartBody(
  parts: readonly FormPart[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === "string" && !part.filename) form.append(part.name, part.value);
    else form.append(part.name, new Blob([part.value], { type: part.type ?? "" }), part.filename ?? "upload");
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") as string },
  };
}
