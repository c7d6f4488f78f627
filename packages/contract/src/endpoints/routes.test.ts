import { describe, expect, it } from "vitest";
import { ENDPOINTS } from "./index.js";
import { expandPath, ROUTES, routeUrl } from "./routes.js";

describe("the route table", () => {
  it("is every endpoint's method and path, and nothing else", () => {
    expect(Object.keys(ENDPOINTS)).toEqual(Object.keys(ROUTES));
    for (const [name, route] of Object.entries(ROUTES)) {
      const endpoint = ENDPOINTS[name as keyof typeof ENDPOINTS];
      expect({ method: endpoint.method, path: endpoint.path }, name).toEqual({
        method: route.method,
        path: route.path,
      });
    }
  });

  it("registers a path parameter under its route name", () => {
    expect(routeUrl(ROUTES.downloadQr)).toBe("/api/qr/download/:id");
    expect(routeUrl(ROUTES.generateQr)).toBe("/api/qr/generate");
  });

  it("fills a path with its values, URL-encoded", () => {
    expect(expandPath(ROUTES.downloadLabel, { label_id: 4829137650123 })).toBe("/api/label/download/4829137650123");
    expect(expandPath(ROUTES.downloadQr, { qr_id: "a/b?" })).toBe("/api/qr/download/a%2Fb%3F");
  });

  it("describes each documented path parameter", () => {
    for (const endpoint of Object.values(ENDPOINTS)) {
      const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const described = "docs" in endpoint && "pathParams" in endpoint ? Object.keys(endpoint.pathParams) : [];
      expect(described, endpoint.path).toEqual(names);
    }
  });
});
