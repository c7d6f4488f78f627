import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { type Endpoint, type RouteParams, routeUrl } from "@qrbar/contract";
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";

/** The schema Fastify gets for an endpoint: what @fastify/swagger documents and the serializer shapes. */
export type RouteSchema<E extends Endpoint> = {
  summary: string;
  hide?: boolean;
  body: E extends { body: infer B } ? B : undefined;
  querystring: E extends { query: infer Q } ? Q : undefined;
  response: E extends { response: infer R } ? R : undefined;
};

/**
 * A handler for an endpoint: `request.body`, `request.query` and `request.params` typed from its
 * schemas and path, its return value checked against its response schemas.
 */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  { Params: RouteParams<E> },
  ContextConfigDefault,
  RouteSchema<E>,
  TypeBoxTypeProvider
>;

/** Route options an endpoint does not fix: the body limit and the per-route config (rate limit). */
export type RouteExtras = Pick<RouteShorthandOptions, "bodyLimit" | "config">;

/** The Fastify schema of an endpoint (with @fastify/swagger's fields); those outside the reference are hidden from it. */
function routeSchema(endpoint: Endpoint): FastifySchema & { summary: string; hide?: boolean } {
  return {
    summary: endpoint.summary,
    ...(endpoint.docs && !endpoint.docs.answers ? {} : { hide: true }),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.response ? { response: endpoint.response } : {}),
  };
}

/**
 * Registers the handler of a contract endpoint at its method and path (path parameters under their
 * route names, see `routeUrl`), with its schemas. Validation stays the service's own (see `buildApp`);
 * the schemas type the handler and shape the answers.
 *
 * @example
 * ```ts
 * defineRoute(app, ENDPOINTS.listTypes, async () => ({ success: true, ...catalog }));
 * ```
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  app.route({
    method: endpoint.method,
    url: routeUrl(endpoint),
    schema: routeSchema(endpoint),
    handler: handler as RouteHandlerMethod,
    ...extras,
  });
}
