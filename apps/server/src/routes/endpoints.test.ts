import { ENDPOINTS, type Endpoint, expandPath, routeUrl } from "@qrbar/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, registeredRoutes } from "../testing/index.js";

let app: FastifyInstance;
beforeAll(async () => {
  // One request per client per window: a counted route refuses a client's second request.
  app = await buildTestApp({ RATE_LIMIT_MAX: "1", DOCUMENT_RATE_LIMIT_MAX: "1" });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const entries = Object.entries(ENDPOINTS as Readonly<Record<string, Endpoint>>);

describe("the contract's endpoints", () => {
  it("are the routes the server registers, one to one", () => {
    const registered = registeredRoutes(app);
    const gets = new Set(registered.filter((r) => r.method === "GET").map((r) => r.url));
    const routes = registered
      // Fastify answers HEAD for every GET itself.
      .filter((r) => !(r.method === "HEAD" && gets.has(r.url)))
      .map((r) => `${r.method} ${r.url}`);
    const declared = entries.map(([, endpoint]) => `${endpoint.method} ${routeUrl(endpoint)}`);
    expect(routes.sort()).toEqual(declared.sort());
  });

  it("each says whether it is in the reference, and why not", () => {
    for (const [name, endpoint] of entries) {
      expect(Boolean(endpoint.docs) !== Boolean(endpoint.undocumented), name).toBe(true);
    }
  });

  /** A request to an endpoint: its path filled with an id that exists nowhere, a wildcard with a real asset. */
  const urlOf = (endpoint: Endpoint) =>
    endpoint.path === "*"
      ? "/api/qr/types"
      : expandPath(
          endpoint,
          Object.fromEntries(Object.keys(endpoint.pathParams ?? {}).map((name) => [name, 1])),
        ).replace("*", "swagger-ui.css");

  it.each(entries.map(([name, endpoint], i) => [name, endpoint, `10.0.${i >> 8}.${i & 255}`] as const))(
    "%s is counted by the rate limit as it declares",
    async (_name, endpoint, client) => {
      const send = () => app.inject({ method: endpoint.method, url: urlOf(endpoint), remoteAddress: client });
      await send();
      expect((await send()).statusCode === 429).toBe(endpoint.rateLimited || endpoint.documentBudget === true);
    },
  );

  describe("under load (any heap use is too much)", () => {
    let overloaded: FastifyInstance;
    beforeAll(async () => {
      overloaded = await buildTestApp({}, { overload: { maxHeapUsedBytes: 1, sampleIntervalMs: 10 } });
      await overloaded.ready();
      // The heap is measured from the first sample on.
      while (!overloaded.isUnderPressure()) await new Promise((resolve) => setTimeout(resolve, 10));
    });
    afterAll(async () => {
      await overloaded.close();
    });

    it.each(entries)("%s is shed as it declares", async (_name, endpoint) => {
      const answer = await overloaded.inject({ method: endpoint.method, url: urlOf(endpoint) });
      expect(answer.statusCode === 503 && answer.json().code === "OVERLOADED").toBe(endpoint.shed);
    });
  });
});
