/**
 * Where each endpoint of {@link ENDPOINTS} answers: its method and path, and nothing else, so that the
 * client takes its calls from here without loading a schema (this module imports nothing). Paths are
 * written as the reference writes them (`{qr_id}`).
 */

/** HTTP methods the service registers routes for (HEAD is Fastify's own mirror of each GET). */
export type EndpointMethod = "GET" | "POST" | "OPTIONS";

/** An endpoint's method and path; `routeParams` renames path parameters as the server registers them. */
export interface Route {
  readonly method: EndpointMethod;
  readonly path: string;
  /**
   * The server's name of a path parameter where it differs from the reference's (`qr_id` is registered
   * as `:id`, the route pattern metrics and logs report).
   */
  readonly routeParams?: Readonly<Record<string, string>>;
}

/**
 * Every endpoint's method and path, by the name {@link ENDPOINTS} gives it.
 *
 * @example
 * ```ts
 * ROUTES.generateQr; // { method: "POST", path: "/api/qr/generate" }
 * ```
 */
export const ROUTES = {
  generateQr: { method: "POST", path: "/api/qr/generate" },
  listQrTypes: { method: "GET", path: "/api/qr/types" },
  downloadQr: { method: "GET", path: "/api/qr/download/{qr_id}", routeParams: { qr_id: "id" } },
  qrImage: { method: "GET", path: "/api/qr/image" },
  generateBarcode: { method: "POST", path: "/api/barcode/generate" },
  listBarcodeTypes: { method: "GET", path: "/api/barcode/types" },
  downloadBarcode: {
    method: "GET",
    path: "/api/barcode/download/{barcode_id}",
    routeParams: { barcode_id: "id" },
  },
  barcodeImage: { method: "GET", path: "/api/barcode/image" },
  generateLabel: { method: "POST", path: "/api/label/generate" },
  downloadLabel: { method: "GET", path: "/api/label/download/{label_id}", routeParams: { label_id: "id" } },
  scanImage: { method: "POST", path: "/api/scan" },
  generateQrBatch: { method: "POST", path: "/api/batch/qr" },
  listTypes: { method: "GET", path: "/api/types" },
  getHealth: { method: "GET", path: "/api/health" },
  getReferencePage: { method: "GET", path: "/api/docs" },
  getOpenApiDocument: { method: "GET", path: "/api/openapi.json" },
  referencePageIndex: { method: "GET", path: "/api/docs/" },
  referencePageHtml: { method: "GET", path: "/api/docs/static/index.html" },
  referencePageInitializer: { method: "GET", path: "/api/docs/static/swagger-initializer.js" },
  referencePageAssets: { method: "GET", path: "/api/docs/static/*" },
  referencePageJson: { method: "GET", path: "/api/docs/json" },
  referencePageYaml: { method: "GET", path: "/api/docs/yaml" },
  playgroundPage: { method: "GET", path: "/" },
  playgroundScript: { method: "GET", path: "/playground/app.js" },
  playgroundStyle: { method: "GET", path: "/playground/app.css" },
  playgroundQrDrawing: { method: "GET", path: "/playground/draw-qr.js" },
  playgroundBarcodeDrawing: { method: "GET", path: "/playground/draw-barcode.js" },
  playgroundCodeReading: { method: "GET", path: "/playground/read-codes.js" },
  playgroundScanWorker: { method: "GET", path: "/playground/scan-worker.js" },
  playgroundScanWasm: { method: "GET", path: "/playground/zxing_reader.wasm" },
  llmsTxt: { method: "GET", path: "/llms.txt" },
  mcp: { method: "POST", path: "/mcp" },
  corsPreflight: { method: "OPTIONS", path: "*" },
} as const satisfies Record<string, Route>;

/** The name of an endpoint (one of {@link ROUTES}' keys, the OpenAPI `operationId` of the documented ones). */
export type EndpointName = keyof typeof ROUTES;

/** The parameter names of a path: `"/a/{x}/b/{y}"` gives `"x" | "y"`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | PathParamNames<Rest>
  : never;

/** The values a caller fills a route's path with, by the reference's names. */
export type PathValues<R extends Route> = { readonly [K in PathParamNames<R["path"]>]: string | number };

/** The path parameters a server handler reads, by the route's names (`{ id: string }` for `{qr_id}`). */
export type RouteParams<R extends Route> = {
  readonly [K in PathParamNames<R["path"]> as R extends { routeParams: infer M }
    ? K extends keyof M
      ? M[K] & string
      : K
    : K]: string;
};

const PARAM = /\{(\w+)\}/g;

/**
 * The path as the server registers it: `{qr_id}` becomes `:` and the parameter's route name.
 *
 * @example
 * ```ts
 * routeUrl(ROUTES.downloadQr); // "/api/qr/download/:id"
 * ```
 */
export function routeUrl(route: Route): string {
  return route.path.replace(PARAM, (_, name: string) => `:${route.routeParams?.[name] ?? name}`);
}

/**
 * The path with its parameters filled in, each URL-encoded.
 *
 * @example
 * ```ts
 * expandPath(ROUTES.downloadQr, { qr_id: 12 }); // "/api/qr/download/12"
 * ```
 */
export function expandPath<R extends Route>(route: R, values: PathValues<R>): string {
  const byName = values as Readonly<Record<string, string | number>>;
  return route.path.replace(PARAM, (_, name: string) => encodeURIComponent(String(byName[name])));
}
