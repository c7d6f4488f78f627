// node:zlib has crc32() only from Node 20.15 (`#platform` uses it there); older Node and browsers need this 1 KiB table.
const TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/**
 * CRC-32 (ISO-HDLC, as PNG uses it) of a byte range.
 *
 * @example
 * ```ts
 * crc32(Buffer.from("IEND")); // 0xae426082
 * ```
 */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = (TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
