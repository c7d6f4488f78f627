/** Customization fields the API takes in any case and validates in upper case. */
const CASE_INSENSITIVE_FIELDS = ["error_correction", "format"];

/**
 * Upper-cases the case-insensitive enum fields of a request's `customization` (`format`,
 * `error_correction`) so the schemas can list canonical values; anything else passes unchanged
 * for validation to judge.
 *
 * @example
 * ```ts
 * normaliseRequestCase({ type: "url", content: {}, customization: { format: "svg" } });
 * // { type: "url", content: {}, customization: { format: "SVG" } }
 * ```
 */
export function normaliseRequestCase(request: unknown): unknown {
  if (typeof request !== "object" || request === null || !("customization" in request)) return request;
  const custom = request.customization;
  if (typeof custom !== "object" || custom === null || Array.isArray(custom)) return request;
  const out: Record<string, unknown> = { ...custom };
  for (const key of CASE_INSENSITIVE_FIELDS) {
    if (typeof out[key] === "string") out[key] = (out[key] as string).toUpperCase();
  }
  return { ...request, customization: out };
}
