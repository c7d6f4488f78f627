/** `1 hour`, `2 hours`. */
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/**
 * A budget's window in words, for messages: `3600000` as "1 hour", `900000` as "15 minutes".
 *
 * @example
 * ```ts
 * describeWindow(7_200_000); // "2 hours"
 * ```
 */
export function describeWindow(ms: number): string {
  const [size, unit] =
    ms % 3_600_000 === 0 ? [3_600_000, "hour"] : ms % 60_000 === 0 ? [60_000, "minute"] : [1000, "second"];
  return plural(ms / size, unit);
}

/**
 * A wait in words, rounded up to the unit a person would use: seconds under two minutes, minutes under
 * two hours, else hours.
 *
 * @example
 * ```ts
 * describeWait(743); // "13 minutes"
 * describeWait(1); // "1 second"
 * ```
 */
export function describeWait(seconds: number): string {
  const [size, unit] = seconds < 120 ? [1, "second"] : seconds < 7200 ? [60, "minute"] : [3600, "hour"];
  return plural(Math.max(1, Math.ceil(seconds / size)), unit);
}
