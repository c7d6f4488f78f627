/**
 * An image to scan: a `Blob` or `File` (browsers, Node), bytes (`Uint8Array`, `Buffer`, any typed
 * array or `ArrayBuffer`), or, in Node only, a file path or `file:` URL.
 */
export type ScanImage = Blob | ArrayBuffer | ArrayBufferView | string | URL;

/** Reads a file path into a `Blob`; present only in the Node entry. */
export type ReadFile = (path: string | URL) => Promise<{ blob: Blob; filename: string }>;

/** How to label the uploaded part. */
export interface UploadLabel {
  /** File name sent with the part (default: the `File`'s or path's name, else `image`). */
  readonly filename?: string;
  /** Declared type (default: the `Blob`'s type, else `application/octet-stream`); the server trusts the bytes' signature first. */
  readonly contentType?: string;
}

/** The field `POST /api/scan` reads the image from. */
const IMAGE_FIELD = "image";

async function toBlob(image: ScanImage, readFile: ReadFile | undefined): Promise<{ blob: Blob; filename?: string }> {
  if (typeof image === "string" || image instanceof URL) {
    if (!readFile) {
      throw new TypeError("scan: file paths are read only in Node; pass a Blob, a File or the image's bytes");
    }
    return readFile(image);
  }
  if (typeof Blob !== "undefined" && image instanceof Blob) {
    const name = (image as Partial<File>).name;
    return name ? { blob: image, filename: name } : { blob: image };
  }
  if (image instanceof ArrayBuffer) return { blob: new Blob([image]) };
  if (ArrayBuffer.isView(image)) {
    return { blob: new Blob([new Uint8Array(image.buffer, image.byteOffset, image.byteLength).slice()]) };
  }
  throw new TypeError("scan: the image must be a Blob, a File, a Uint8Array, a Buffer, an ArrayBuffer or a file path");
}

/**
 * The multipart body of `POST /api/scan`: one file part named `image`.
 *
 * @example
 * ```ts
 * const form = await scanForm(new Uint8Array(png), undefined, { filename: "code.png", contentType: "image/png" });
 * ```
 */
export async function scanForm(
  image: ScanImage,
  readFile: ReadFile | undefined,
  label: UploadLabel = {},
): Promise<FormData> {
  const { blob, filename } = await toBlob(image, readFile);
  const type = label.contentType ?? (blob.type || "application/octet-stream");
  const form = new FormData();
  form.append(
    IMAGE_FIELD,
    blob.type === type ? blob : new Blob([blob], { type }),
    label.filename ?? filename ?? "image",
  );
  return form;
}
