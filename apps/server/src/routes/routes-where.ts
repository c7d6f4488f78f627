import { ENDPOINTS, type Endpoint, routeUrl } from "@qrbar/contract";

/**
 * The routes (as the router names them, see `routeUrl`) of the contract's endpoints that pass `test`:
 * how a plugin reads a flag of the endpoints (`rateLimited`, `shed`) to decide on a request's route.
 *
 * @example
 * ```ts
 * routesWhere((endpoint) => !endpoint.shed); // Set { "/api/health", "*" }
 * ```
 */
export function routesWhere(test: (endpoint: Endpoint) => boolean): ReadonlySet<string> {
  return new Set(
    Object.values(ENDPOINTS as Readonly<Record<string, Endpoint>>)
      .filter(test)
      .map(routeUrl),
  );
}
