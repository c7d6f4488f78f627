import type { ErrorCorrectionLevel } from "@qrbar/contract";
import { utf8Bytes } from "#utf8";
import { dataCapacityBits } from "./qr-capacity.js";

/** An encoding mode of ISO/IEC 18004 as `qrcode` names it (kanji is never used: `qrcode` has no Shift JIS table). */
export type SegmentMode = "numeric" | "alphanumeric" | "byte";

/**
 * A run of the payload in one mode, in the shape `qrcode.create` takes too (tests compare with it): text for
 * numeric and alphanumeric, UTF-8 bytes for byte. Declared here, not taken from `@types/qrcode`, whose
 * reference to `@types/node` would reach every browser entry's types.
 */
export type QrSegment =
  | { readonly mode: "numeric" | "alphanumeric"; readonly data: string }
  | { readonly mode: "byte"; readonly data: Uint8Array };

const MODES: readonly SegmentMode[] = ["byte", "alphanumeric", "numeric"];

/** Character count indicator bits per mode (byte, alphanumeric, numeric) for versions 1-9, 10-26, 27-40. */
const COUNT_BITS: readonly (readonly number[])[] = [
  [8, 9, 10],
  [16, 11, 12],
  [16, 13, 14],
];

/**
 * Data bits per character in sixths of a bit, per mode (byte, alphanumeric, numeric): 8 a byte, 11 per 2
 * characters, 10 per 3 digits. A segment of `n` takes `ceil(n * sixths / 6)` bits (a shorter last group in
 * 4 or 7 bits for digits, 6 for a character: the same ceiling).
 */
const SIXTHS = [48, 33, 20];

/**
 * The ECI designator for UTF-8 (AIM ECI specification, ISO/IEC 18004 7.4.2). A byte segment without an ECI is
 * ISO-8859-1 by the standard's default, so a reader that honours it shows UTF-8 `ü` as `Ã¼`.
 */
export const UTF8_ECI = 26;

/** Bits an ECI header takes: the 4-bit mode indicator `0111` and an 8-bit designator (any designator below 128). */
export const ECI_HEADER_BITS = 12;

const NON_ASCII = /[\u0080-\uffff]/; // any UTF-16 code unit past ASCII, surrogates included

/**
 * The ECI a payload needs: {@link UTF8_ECI} when it holds any character beyond ASCII, `undefined` for pure ASCII
 * (which reads the same in every charset, so it keeps the shorter header-less form).
 *
 * @example
 * ```ts
 * payloadEci("Zürich"); // 26
 * payloadEci("Zurich"); // undefined
 * ```
 */
export function payloadEci(payload: string): number | undefined {
  return NON_ASCII.test(payload) ? UTF8_ECI : undefined;
}

/** Bits the ECI header of a payload takes: {@link ECI_HEADER_BITS} or 0. */
export const eciBits = (eci: number | undefined): number => (eci === undefined ? 0 : ECI_HEADER_BITS);

/**
 * Character count indicator bits of a mode at a version.
 *
 * @example
 * ```ts
 * countBits("byte", 10); // 16
 * ```
 */
export function countBits(mode: SegmentMode, version: number): number {
  return (COUNT_BITS[version < 10 ? 0 : version < 27 ? 1 : 2] as readonly number[])[MODES.indexOf(mode)] as number;
}

/** The alphanumeric set (ISO/IEC 18004 table 5), each character at its value. */
export const ALPHANUMERIC_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";

/**
 * The mode of least total cost for each code unit of the payload (the low half of a surrogate pair
 * takes its high half's), for one class of versions: dynamic programming over (position, mode) in
 * sixths of a bit (numeric 10/3 bits a digit, alphanumeric 11/2, byte 8 per UTF-8 byte), with a
 * segment header of 4 + count bits on each switch, as Nayuki's QR Code generator does it (linear in
 * the length).
 */
function chooseModes(payload: string, versionClass: number): Int8Array {
  const header = (COUNT_BITS[versionClass] as readonly number[]).map((bits) => (4 + bits) * 6);
  let costs = header;
  // via[3i + m]: the mode code unit i is in when the next one continues in mode m; -1 on a pair's low half.
  const via = new Int8Array(3 * payload.length).fill(-1);
  for (let i = 0; i < payload.length; i++) {
    const code = payload.codePointAt(i) as number;
    const bytes = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    const next = [
      (costs[0] as number) + bytes * (SIXTHS[0] as number),
      ALPHANUMERIC_CHARS.includes(payload[i] as string)
        ? (costs[1] as number) + (SIXTHS[1] as number)
        : Number.POSITIVE_INFINITY,
      code >= 0x30 && code <= 0x39 ? (costs[2] as number) + (SIXTHS[2] as number) : Number.POSITIVE_INFINITY,
    ];
    const at3 = 3 * i;
    for (let m = 0; m < 3; m++) if (Number.isFinite(next[m] as number)) via[at3 + m] = m;
    for (let to = 0; to < 3; to++) {
      for (let from = 0; from < 3; from++) {
        if (via[at3 + from] !== from) continue;
        const switched = Math.ceil((next[from] as number) / 6) * 6 + (header[to] as number);
        if (switched < (next[to] as number)) {
          next[to] = switched;
          via[at3 + to] = from;
        }
      }
    }
    costs = next;
    if (code > 0xffff) i++;
  }
  const modes = new Int8Array(payload.length);
  let mode = 0;
  for (let m = 1; m < 3; m++) if ((costs[m] as number) < (costs[mode] as number)) mode = m;
  for (let i = payload.length - 1; i >= 0; i--) {
    if ((via[3 * i] as number) < 0) continue;
    mode = via[3 * i + mode] as number;
    modes[i] = mode;
    // The low half of a surrogate pair takes its high half's mode.
    if ((via[3 * i + 3] as number) < 0) modes[i + 1] = mode;
  }
  return modes;
}

/**
 * Exact bits of a segment list at a version: mode indicators, counts and data, without terminator.
 *
 * @example
 * ```ts
 * segmentsBitLength([{ data: "01234567", mode: "numeric" }], 1); // 41
 * ```
 */
export function segmentsBitLength(segments: readonly QrSegment[], version: number): number {
  let bits = 0;
  for (const { data, mode } of segments) {
    bits += 4 + countBits(mode, version) + Math.ceil((data.length * (SIXTHS[MODES.indexOf(mode)] as number)) / 6);
  }
  return bits;
}

/**
 * Splits a payload into numeric, alphanumeric and byte segments of (near) least total length, for
 * `qrcode.create` to encode as given. The version class is chosen with the payload's ECI header counted
 * (see {@link payloadEci}); the header itself is not a segment here. `qrcode`'s own segmentation finds a shortest path with
 * Dijkstra over a graph of candidate segments (12 % of the generate route's CPU under load); this pass
 * is linear and allocates a few small arrays. Its result is never longer than `qrcode`'s (a property test compares the versions
 * chosen), so a payload never needs a larger symbol than `qrcode` would give it; the segmentation
 * itself may differ.
 *
 * @example
 * ```ts
 * segmentPayload("HTTPS://EXAMPLE.COM/1234567890", "M");
 * // [{ data: "HTTPS://EXAMPLE.COM/", mode: "alphanumeric" }, { data: "1234567890", mode: "numeric" }]
 * segmentPayload("https://example.com", "M"); // [{ data: <Buffer 68 74 ...>, mode: "byte" }]
 * ```
 */
export function segmentPayload(payload: string, level: ErrorCorrectionLevel): QrSegment[] {
  const header = eciBits(payloadEci(payload));
  let segments: QrSegment[] = [];
  for (let versionClass = 0; versionClass < 3; versionClass++) {
    const modes = chooseModes(payload, versionClass);
    segments = [];
    for (let i = 0; i < payload.length; ) {
      let end = i + 1;
      while (end < payload.length && modes[end] === modes[i]) end++;
      const data = payload.slice(i, end);
      const mode = MODES[modes[i] as number];
      segments.push(mode === "byte" ? { data: utf8Bytes(data), mode } : ({ data, mode } as QrSegment));
      i = end;
    }
    // The largest version of the class.
    const last = [9, 26, 40][versionClass] as number;
    if (last === 40 || header + segmentsBitLength(segments, last) <= dataCapacityBits(last, level)) break;
  }
  return segments;
}
