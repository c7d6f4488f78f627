/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR) of the UTF-8 bytes of
 * `text`, as four upper-case hex digits: the checksum of EMV merchant-presented QR codes (tag 63).
 *
 * @example
 * ```ts
 * crc16("123456789"); // "29B1", the catalogue check value
 * ```
 */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}
