import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { ENDPOINTS } from "@qrbar/contract";
import { QrbarError } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "./define-route.js";
import { type PrebuiltDocument, prebuildDocument, sendDocument } from "./prebuilt-document.js";

/** Where the interactive reference lives; `api_docs` and `documentation` point here. */
const DOCS_PATH = ENDPOINTS.getReferencePage.path;
const STATIC_PATH = `${DOCS_PATH}/static`;

/** Swagger UI's files as @fastify/swagger-ui ships them (its `static/` folder): the ones the page loads, by type. */
const SWAGGER_UI_FILES: Readonly<Record<string, string>> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "index.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "application/javascript; charset=utf-8",
  "swagger-ui-standalone-preset.js": "application/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
  "favicon-16x16.png": "image/png",
};

const SWAGGER_UI_DIR = new URL(
  "static/",
  `file://${createRequire(import.meta.url).resolve("@fastify/swagger-ui/package.json")}`,
);

/** The page: Swagger UI's own layout, every asset from this server, no inline script (the CSP holds). */
const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<title>qrbar API reference</title>
<link rel="stylesheet" type="text/css" href="${STATIC_PATH}/swagger-ui.css" />
<link rel="stylesheet" type="text/css" href="${STATIC_PATH}/index.css" />
<link rel="icon" type="image/png" href="${STATIC_PATH}/favicon-32x32.png" sizes="32x32" />
<link rel="icon" type="image/png" href="${STATIC_PATH}/favicon-16x16.png" sizes="16x16" />
</head>
<body>
<div id="swagger-ui"></div>
<script src="${STATIC_PATH}/swagger-ui-bundle.js" charset="UTF-8"></script>
<script src="${STATIC_PATH}/swagger-ui-standalone-preset.js" charset="UTF-8"></script>
<script src="${STATIC_PATH}/swagger-initializer.js" charset="UTF-8"></script>
</body>
</html>
`;

/** How the page shows the reference (Swagger UI's options). */
const UI_CONFIG = {
  layout: "BaseLayout",
  deepLinking: true,
  displayOperationId: false,
  displayRequestDuration: true,
  defaultModelsExpandDepth: 0,
  docExpansion: "list",
  tryItOutEnabled: true,
};

/**
 * Starts Swagger UI on the document beside the page (`./json`, resolved against the page's address so
 * it works under any prefix a proxy adds). No badge fetched from validator.swagger.io: the page makes no
 * request outside this server.
 */
const INITIALIZER = `window.onload = function () {
  function resolveUrl(url) {
    let href = window.location.href.split('#', 1)[0];
    href = href.endsWith('/') ? href : href + '/';
    const anchor = document.createElement('a');
    anchor.href = href + url;
    return anchor.href;
  }
  window.ui = SwaggerUIBundle(Object.assign(${JSON.stringify(UI_CONFIG)}, {
    dom_id: '#swagger-ui',
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    validatorUrl: null,
    url: resolveUrl('./json'),
  }));
};
`;

/**
 * `GET /api/docs`: the interactive reference (Swagger UI) over the OpenAPI document. The page, its
 * initializer, Swagger UI's files and the document (as JSON and YAML) are served by this server under
 * `/api/docs/` (no CDN): the page works offline and within the CSP. Each is built once, when first asked
 * for, and answered from its prebuilt bytes (gzip and brotli, an ETag and 304, see `sendDocument`).
 */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const built = new Map<string, Promise<PrebuiltDocument>>();
  /** The document `name` names, built by `build` the first time it is asked for. */
  const once = (name: string, build: () => Promise<PrebuiltDocument>) => {
    let document = built.get(name);
    if (!document) {
      document = build();
      built.set(name, document);
    }
    return document;
  };
  const page = () => once("page", () => prebuildDocument(PAGE, "text/html; charset=utf-8"));

  defineRoute(app, ENDPOINTS.getReferencePage, async (request, reply) => sendDocument(await page(), request, reply));
  defineRoute(app, ENDPOINTS.referencePageIndex, async (request, reply) => sendDocument(await page(), request, reply));
  defineRoute(app, ENDPOINTS.referencePageHtml, async (_request, reply) => reply.redirect(`${DOCS_PATH}/`));
  defineRoute(app, ENDPOINTS.referencePageInitializer, async (request, reply) =>
    sendDocument(
      await once("initializer", () => prebuildDocument(INITIALIZER, "application/javascript; charset=utf-8")),
      request,
      reply,
    ),
  );
  defineRoute(app, ENDPOINTS.referencePageAssets, async (request, reply) => {
    const name = (request.params as { "*"?: string })["*"] ?? "";
    const type = Object.hasOwn(SWAGGER_UI_FILES, name) ? SWAGGER_UI_FILES[name] : undefined;
    if (!type) throw new QrbarError("NOT_FOUND", `${STATIC_PATH}/${name} is not a file of the reference page`);
    const file = await once(`static/${name}`, async () =>
      prebuildDocument(await readFile(new URL(name, SWAGGER_UI_DIR)), type),
    );
    return sendDocument(file, request, reply);
  });
  defineRoute(app, ENDPOINTS.referencePageJson, async (request, reply) =>
    sendDocument(await app.openApiDocument(), request, reply),
  );
  defineRoute(app, ENDPOINTS.referencePageYaml, async (request, reply) =>
    sendDocument(
      await once("yaml", () => prebuildDocument(app.swagger({ yaml: true }), "application/x-yaml; charset=utf-8")),
      request,
      reply,
    ),
  );
}
