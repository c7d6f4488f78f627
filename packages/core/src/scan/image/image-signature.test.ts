import { describe, expect, it } from "vitest";
import { sniffImage } from "./image-signature.js";

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const pad = (b: Uint8Array) => Uint8Array.from([...b, ...new Array(32).fill(0)]);

describe("sniffImage tells the format from the first bytes (magic numbers from each format's specification)", () => {
  it.each([
    ["PNG", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]), { kind: "supported", format: "png" }],
    ["JPEG (JFIF)", bytes([0xff, 0xd8, 0xff, 0xe0]), { kind: "supported", format: "jpeg" }],
    ["JPEG (Exif)", bytes([0xff, 0xd8, 0xff, 0xe1]), { kind: "supported", format: "jpeg" }],
    ["GIF87a", bytes("GIF87a"), { kind: "supported", format: "gif" }],
    ["GIF89a", bytes("GIF89a"), { kind: "supported", format: "gif" }],
    ["BMP", bytes("BM"), { kind: "supported", format: "bmp" }],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), { kind: "supported", format: "webp" }],
    ["RIFF that is not WebP (WAVE)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "), { kind: "unknown" }],
    ["TIFF little-endian", bytes("II", [0x2a, 0]), { kind: "unsupported", name: "TIFF" }],
    ["TIFF big-endian", bytes("MM", [0, 0x2a]), { kind: "unsupported", name: "TIFF" }],
    ["HEIC", bytes([0, 0, 0, 0x18], "ftypheic"), { kind: "unsupported", name: "HEIC/HEIF" }],
    ["AVIF", bytes([0, 0, 0, 0x1c], "ftypavif"), { kind: "unsupported", name: "AVIF" }],
    ["MP4 (an ftyp that is no image)", bytes([0, 0, 0, 0x18], "ftypisom"), { kind: "unknown" }],
    ["ICO", bytes([0, 0, 1, 0, 1, 0]), { kind: "unsupported", name: "ICO" }],
    [
      "SVG",
      bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">'),
      { kind: "unsupported", name: "SVG" },
    ],
    ["PDF", bytes("%PDF-1.7"), { kind: "unknown" }],
    ["plain text", bytes("hello, world"), { kind: "unknown" }],
    ["nothing", bytes(), { kind: "unknown" }],
  ])("%s", (_name, start, expected) => {
    expect(sniffImage(pad(start))).toEqual(expected);
  });

  it("ignores everything but the bytes: a PNG is a PNG whatever follows", () => {
    expect(sniffImage(pad(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], "GIF89a")))).toEqual({
      kind: "supported",
      format: "png",
    });
  });
});
