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
import { expandPath, ROUTES } from "@qrbar/contract/routes";
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
  /**
   * `image/png`, `image/svg+xml`, `application/pdf` or `application/postscript` (EPS); for labels `image/png`,
   * `application/pdf` or `text/plain; charset=utf-8` (ZPL).
   */
  readonly contentType: string;
  /** The server's file name (`qr_<id>.png`, `barcode_<id>.svg`, `qr_<id>.pdf`, `label_<id>.zpl`, ...). */
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

/** The JSON operations the client calls: routes without path parameters. */
type JsonRoute =
  | "generateQr"
  | "listQrTypes"
  | "generateBarcode"
  | "listBarcodeTypes"
  | "generateLabel"
  | "scanImage"
  | "generateQrBatch"
  | "listTypes";

/** Each kind of stored code's download: its method, and its path for an id. */
const DOWNLOADS = {
  qr: { method: ROUTES.downloadQr.method, path: (id: number) => expandPath(ROUTES.downloadQr, { qr_id: id }) },
  barcode: {
    method: ROUTES.downloadBarcode.method,
    path: (id: number) => expandPath(ROUTES.downloadBarcode, { barcode_id: id }),
  },
  label: {
    method: ROUTES.downloadLabel.method,
    path: (id: number) => expandPath(ROUTES.downloadLabel, { label_id: id }),
  },
} as const;

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
  /** A JSON call of a route without path parameters, with a body for POST. */
  const request = <T>(route: (typeof ROUTES)[JsonRoute], body: unknown, opts: CallOptions | undefined) =>
    call<T>({ method: route.method, path: route.path, ...(body === undefined ? {} : { body }), signal: opts?.signal });

  const download = async (kind: keyof typeof DOWNLOADS, id: number, opts?: CallOptions): Promise<DownloadedCode> => {
    const { method, path } = DOWNLOADS[kind];
    const accept =
      kind === "label" ? "image/png, application/pdf, text/plain" : "image/*, application/pdf, application/postscript";
    const { bytes, headers } = await send({ method, path: path(id), accept, signal: opts?.signal });
    return {
      bytes,
      contentType: headers.get("content-type") ?? "application/octet-stream",
      filename: FILENAME.exec(headers.get("content-disposition") ?? "")?.[1],
      etag: headers.get("etag") ?? undefined,
    };
  };

  const codeOperations = <Request, Response, Catalog>(
    kind: "qr" | "barcode",
    routes: { generate: (typeof ROUTES)[JsonRoute]; types: (typeof ROUTES)[JsonRoute] },
    imagePath: (request: Request) => string,
  ): CodeOperations<Request, Response, Catalog> => ({
    generate: (body, opts) => request<Response>(routes.generate, body, opts),
    types: (opts) => request<Catalog>(routes.types, undefined, opts),
    download: (id, opts) => download(kind, id, opts),
    url: (body) => `${origin}${imagePath(body)}`,
  });

  return {
    qr: codeOperations("qr", { generate: ROUTES.generateQr, types: ROUTES.listQrTypes }, qrImagePath),
    barcode: codeOperations(
      "barcode",
      { generate: ROUTES.generateBarcode, types: ROUTES.listBarcodeTypes },
      barcodeImagePath,
    ),
    label: {
      generate: (body, opts) => request<LabelGenerateResponse>(ROUTES.generateLabel, body, opts),
      download: (id, opts) => download("label", id, opts),
    },
    scan: async (image, opts = {}) =>
      request<ScanResponse>(ROUTES.scanImage, await scanForm(image, readFile, opts), opts),
    batch: { qr: (body, opts) => request<BatchQrResponse>(ROUTES.generateQrBatch, body, opts) },
    types: (opts) => request<TypesResponse>(ROUTES.listTypes, undefined, opts),
    health: (opts) =>
      call<HealthResponse>({
        method: ROUTES.getHealth.method,
        path: ROUTES.getHealth.path,
        acceptStatus: [503],
        signal: opts?.signal,
      }),
  };
}
