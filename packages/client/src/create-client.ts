import type {
  BarcodeGenerateRequest,
  BarcodeGenerateResponse,
  BarcodeTypesResponse,
  BatchQrRequest,
  BatchQrResponse,
  HealthResponse,
  LabelGenerateRequest,
  LabelGenerateResponse,
  QrGenerateRequest,
  QrGenerateResponse,
  QrTypesResponse,
  ScanResponse,
  TypesResponse,
} from "@qrbar/contract";
import { ApiError } from "./errors.js";
import { barcodeImagePath, qrImagePath } from "./image-url.js";
import {
  type ClientOptions,
  createTransport,
  originOf,
  type TransportRequest,
  type TransportResponse,
} from "./transport.js";
import { type ReadFile, type ScanImage, scanForm, type UploadLabel } from "./upload.js";

/** Per-call options. */
export interface CallOptions {
  /** Cancels the call (its retries and waits too); the signal's reason is thrown. */
  readonly signal?: AbortSignal;
}

/** Options of {@link QrbarClient.scan}: how to label the upload, and the call options. */
export interface ScanOptions extends CallOptions, UploadLabel {}

/** A stored code or label as `GET /api/{qr,barcode,label}/download/{id}` serves it. */
export interface DownloadedCode {
  /** The file, identical to the bytes of the generation's `image_base64` (or `data_base64`). */
  readonly bytes: Uint8Array;
  /** `image/png` or `image/svg+xml`; for labels also `application/pdf` and `text/plain; charset=utf-8` (ZPL). */
  readonly contentType: string;
  /** The server's file name (`qr_<id>.png`, `barcode_<id>.svg`, `label_<id>.zpl`, ...). */
  readonly filename: string | undefined;
  /** Strong validator of the bytes. */
  readonly etag: string | undefined;
}

/** Generation, catalog and download of one kind of code. */
export interface CodeOperations<Request, Response, Catalog> {
  /** `POST /api/<kind>/generate`: generates and stores a code. */
  generate(request: Request, options?: CallOptions): Promise<Response>;
  /** `GET /api/<kind>/types`: every type with a label and an example. */
  types(options?: CallOptions): Promise<Catalog>;
  /** `GET /api/<kind>/download/{id}`: the stored image of an earlier generation. */
  download(id: number, options?: CallOptions): Promise<DownloadedCode>;
  /**
   * The address of `GET /api/<kind>/image` for a request, to put in an `<img src>`: the server
   * answers the image itself, cacheable. Builds the URL only; sends nothing.
   */
  url(request: Request): string;
}

/**
 * The qrbar API, one typed method per operation. Request and response types are the contract's
 * (`@qrbar/contract`), the schemas the server validates with. A failed answer throws an `ApiError`;
 * no answer a `NetworkError` or a `TimeoutError`.
 */
export interface QrbarClient {
  /** QR codes: `POST /api/qr/generate`, `GET /api/qr/types`, `GET /api/qr/download/{qr_id}`. */
  readonly qr: CodeOperations<QrGenerateRequest, QrGenerateResponse, QrTypesResponse>;
  /** Barcodes: `POST /api/barcode/generate`, `GET /api/barcode/types`, `GET /api/barcode/download/{barcode_id}`. */
  readonly barcode: CodeOperations<BarcodeGenerateRequest, BarcodeGenerateResponse, BarcodeTypesResponse>;
  /** Shipping labels: `POST /api/label/generate`, `GET /api/label/download/{label_id}`. */
  readonly label: {
    /** `POST /api/label/generate`: a 4 x 6 inch label as PNG, PDF or ZPL, stored for download. */
    generate(request: LabelGenerateRequest, options?: CallOptions): Promise<LabelGenerateResponse>;
    /** `GET /api/label/download/{id}`: the stored file of an earlier label. */
    download(id: number, options?: CallOptions): Promise<DownloadedCode>;
  };
  /** `POST /api/scan`: finds and decodes every QR code and barcode in an image. */
  scan(image: ScanImage, options?: ScanOptions): Promise<ScanResponse>;
  /** Batches. */
  readonly batch: {
    /** `POST /api/batch/qr`: 1 to 50 QR codes in one request; a bad item fails alone. */
    qr(request: BatchQrRequest, options?: CallOptions): Promise<BatchQrResponse>;
  };
  /** `GET /api/types`: both catalogs and the formats a scan reports. */
  types(options?: CallOptions): Promise<TypesResponse>;
  /** `GET /api/health`: `status: "degraded"` (not an error) when storage is unreachable. */
  health(options?: CallOptions): Promise<HealthResponse>;
}

function json<T>(response: TransportResponse, path: string): T {
  try {
    return JSON.parse(new TextDecoder().decode(response.bytes)) as T;
  } catch {
    throw new ApiError({
      status: response.status,
      body: { error: `${path} answered ${response.headers.get("content-type") ?? "something"} instead of JSON` },
    });
  }
}

const FILENAME = /filename="([^"]*)"/;

/**
 * Builds a client over a transport; `readFile` lets `scan` take file paths (the Node entry).
 *
 * @example
 * ```ts
 * const client = buildClient({ baseUrl: "http://localhost:3000/api" });
 * ```
 */
export function buildClient(options: ClientOptions, readFile?: ReadFile): QrbarClient {
  const send = createTransport(options);
  const origin = originOf(options.baseUrl);
  const call = async <T>(request: TransportRequest): Promise<T> => json<T>(await send(request), request.path);
  const get = <T>(path: string, opts?: CallOptions) => call<T>({ method: "GET", path, signal: opts?.signal });
  const post = <T>(path: string, body: unknown, opts?: CallOptions) =>
    call<T>({ method: "POST", path, body, signal: opts?.signal });

  const download = async (
    kind: "qr" | "barcode" | "label",
    id: number,
    opts?: CallOptions,
  ): Promise<DownloadedCode> => {
    const path = `/api/${kind}/download/${encodeURIComponent(String(id))}`;
    const accept = kind === "label" ? "image/png, application/pdf, text/plain" : "image/*";
    const { bytes, headers } = await send({ method: "GET", path, accept, signal: opts?.signal });
    return {
      bytes,
      contentType: headers.get("content-type") ?? "application/octet-stream",
      filename: FILENAME.exec(headers.get("content-disposition") ?? "")?.[1],
      etag: headers.get("etag") ?? undefined,
    };
  };

  const codeOperations = <Request, Response, Catalog>(
    kind: "qr" | "barcode",
    imagePath: (request: Request) => string,
  ): CodeOperations<Request, Response, Catalog> => ({
    generate: (request, opts) => post<Response>(`/api/${kind}/generate`, request, opts),
    types: (opts) => get<Catalog>(`/api/${kind}/types`, opts),
    download: (id, opts) => download(kind, id, opts),
    url: (request) => `${origin}${imagePath(request)}`,
  });

  return {
    qr: codeOperations("qr", qrImagePath),
    barcode: codeOperations("barcode", barcodeImagePath),
    label: {
      generate: (request, opts) => post<LabelGenerateResponse>("/api/label/generate", request, opts),
      download: (id, opts) => download("label", id, opts),
    },
    scan: async (image, opts = {}) => post<ScanResponse>("/api/scan", await scanForm(image, readFile, opts), opts),
    batch: { qr: (request, opts) => post<BatchQrResponse>("/api/batch/qr", request, opts) },
    types: (opts) => get<TypesResponse>("/api/types", opts),
    health: (opts) =>
      call<HealthResponse>({ method: "GET", path: "/api/health", acceptStatus: [503], signal: opts?.signal }),
  };
}
