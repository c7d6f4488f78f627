import { assertNoPrototypeKeys } from "@qrbar/core/service";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Every route refuses, before its handler runs, a query parameter named with `__proto__`,
 * `constructor` or `prototype` (whole, as a dotted or bracketed segment, percent-encoded or not: the
 * names are read decoded) and a JSON body holding one as a key at any depth: `400 VALIDATION_ERROR`
 * naming the parameter or the key's path (`__proto__.x is not a parameter name: ...`). No object built
 * from a request's names can then reach a prototype. It runs after the rate limit has counted the
 * request; multipart form fields are checked by the upload route as it reads them.
 */
export const prototypeKeysPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request) => {
    assertNoPrototypeKeys(request.query, "");
    assertNoPrototypeKeys(request.body, "");
  });
});
