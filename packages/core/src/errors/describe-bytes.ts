/**
 * A size in words for a message, in decimal units with up to one decimal: `512 bytes`, `41.2 KB`,
 * `7.1 MB`, `1 GB`.
 *
 * @example
 * ```ts
 * describeBytes(7_052_768); // "7.1 MB"
 * describeBytes(30_000_000); // "30 MB"
 * ```
 */
export function describeBytes(bytes: number): string {
  const [size, unit] =
    bytes >= 1e9 ? [1e9, "GB"] : bytes >= 1e6 ? [1e6, "MB"] : bytes >= 1e3 ? [1e3, "KB"] : [1, "bytes"];
  return `${Number((bytes / size).toFixed(size === 1 ? 0 : 1))} ${unit}`;
}
