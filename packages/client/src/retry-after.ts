/**
 * Milliseconds to wait from a `Retry-After` header (RFC 9110 10.2.3): whole seconds, or an HTTP
 * date. `undefined` when the header is absent or unreadable; never negative.
 *
 * @example
 * ```ts
 * parseRetryAfter("120"); // 120000
 * parseRetryAfter("Wed, 21 Oct 2026 07:28:00 GMT", Date.parse("2026-10-21T07:27:30Z")); // 30000
 * ```
 */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // Every HTTP-date form (IMF-fixdate, RFC 850, asctime) begins with the day's name.
  const at = /^[A-Za-z]/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
