import type { ErrorCorrectionLevel } from "@qrbar/contract";
import type { QRCodeAlphanumericSegment, QRCodeByteSegment, QRCodeNumericSegment } from "qrcode";
import { utf8Bytes } from "#utf8";
import { dataCapacityBits } from "./qr-capacity.js";

/** An encoding mode of ISO/IEC 18004 as `qrcode` names it (kanji is never used: `qrcode` has no Shift JIS table). */
export type SegmentMode = "numeric" | "alphanumeric" | "byte";

/** A run of the payload in one mode, as `qrcode.create` takes it: text for numeric and alphanumeric, UTF-8 bytes for byte. */
export type QrSegment = QRCodeNumericSegment | QRCodeAlphanumericSegment | QRCodeByteSegment;

const MODES: readonly SegmentMode[] = ["byte", "alphanumeric", "numeric"];
const BYTE = 0;
const ALPHANUMERIC = 1;
const NUMERIC = 2;

/** Character count indicator bits per mode (byte, alphanumeric, numeric) for versions 1-9, 10-26, 27-40. */
const COUNT_BITS: readonly (readonly number[])[] = [
  [8, 9, 10],
  [16, 11, 12],
  [16, 13, 14],
];

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

/** The largest version of each count-indicator class. */
const CLASS_LAST_VERSION = [9, 26, 40];

/**
 * Character count indicator bits of a mode at a version.
 *
 * @example
 * ```ts
 * countBits("byte", 10); // 16
 * ```
 */
export function countBits(mode: SegmentMode, version: number): number {
  const versionClass = version <= 9 ? 0 : version <= 26 ? 1 : 2;
  return (COUNT_BITS[versionClass] as readonly number[])[MODES.indexOf(mode)] as number;
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
  const counts = COUNT_BITS[versionClass] as readonly number[];
  const header = [(4 + (counts[0] as number)) * 6, (4 + (counts[1] as number)) * 6, (4 + (counts[2] as number)) * 6];
  const costs = header.slice();
  const next = [0, 0, 0];
  // via[3i + m]: the mode code unit i is in when the next one continues in mode m.
  const via = new Int8Array(3 * payload.length).fill(-1);
  const starts: number[] = [];
  for (let i = 0; i < payload.length; i++) {
    const code = payload.codePointAt(i) as number;
    starts.push(i);
    const bytes = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    next[BYTE] = (costs[BYTE] as number) + bytes * 48;
    next[ALPHANUMERIC] = ALPHANUMERIC_CHARS.includes(payload[i] as string)
      ? (costs[ALPHANUMERIC] as number) + 33
      : Number.POSITIVE_INFINITY;
    next[NUMERIC] = code >= 0x30 && code <= 0x39 ? (costs[NUMERIC] as number) + 20 : Number.POSITIVE_INFINITY;
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
    for (let m = 0; m < 3; m++) costs[m] = next[m] as number;
    if (code > 0xffff) i++;
  }
  const modes = new Int8Array(payload.length);
  let mode = BYTE;
  for (let m = 1; m < 3; m++) if ((costs[m] as number) < (costs[mode] as number)) mode = m;
  for (let k = starts.length - 1; k >= 0; k--) {
    const i = starts[k] as number;
    mode = via[3 * i + mode] as number;
    modes[i] = mode;
    if (i + 1 < payload.length && i + 1 !== starts[k + 1]) modes[i + 1] = mode;
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
    bits += 4 + countBits(mode, version);
    if (mode === "byte") bits += 8 * data.length;
    else {
      const n = String(data).length;
      bits +=
        mode === "numeric"
          ? 10 * Math.floor(n / 3) + ([0, 4, 7][n % 3] as number)
          : 11 * Math.floor(n / 2) + 6 * (n % 2);
    }
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
    const last = CLASS_LAST_VERSION[versionClass] as number;
    if (last === 40 || header + segmentsBitLength(segments, last) <= dataCapacityBits(last, level)) break;
  }
  return segments;
}
