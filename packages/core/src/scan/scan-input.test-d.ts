/// <reference lib="dom" />

import type { ScanImageFormat } from "@qrbar/contract";
import { describe, expectTypeOf, it } from "vitest";
import { BarcodeDetector, type DetectedBarcode } from "./barcode-detector.js";
import { type ScanOutcome, scanImage } from "./scan-image.js";
import type { ScanSourceFormat } from "./scan-input.js";

// What scanImage and BarcodeDetector take and give (vitest typecheck runs tsc on this file; an
// `@ts-expect-error` whose error vanished fails it), with the DOM library as a browser project has it. That a
// Node project without the DOM refuses a path too is checked against the packed types (.ci/packed/mistakes.ts).
describe("the scanner's input types", () => {
  it("take files and pixels", () => {
    expectTypeOf(scanImage(new Uint8Array(8))).toEqualTypeOf<Promise<ScanOutcome<ScanImageFormat>>>();
    expectTypeOf(scanImage(new Blob([]))).toEqualTypeOf<Promise<ScanOutcome<ScanImageFormat>>>();
    expectTypeOf(scanImage(new ArrayBuffer(8))).toEqualTypeOf<Promise<ScanOutcome<ScanImageFormat>>>();
    const pixels = { data: new Uint8ClampedArray(16), width: 2, height: 2 };
    expectTypeOf(scanImage(pixels)).toEqualTypeOf<Promise<ScanOutcome<ScanSourceFormat>>>();
  });

  it("take an ImageBitmap, a canvas, an <img>, a <video>, a VideoFrame and ImageData", () => {
    const drawn = [
      {} as ImageBitmap,
      {} as HTMLCanvasElement,
      {} as OffscreenCanvas,
      {} as HTMLImageElement,
      {} as HTMLVideoElement,
      {} as VideoFrame,
      new ImageData(2, 2),
    ] as const;
    for (const image of drawn) {
      expectTypeOf(scanImage(image, { worker: true })).toEqualTypeOf<Promise<ScanOutcome<ScanSourceFormat>>>();
      expectTypeOf(new BarcodeDetector().detect(image)).toEqualTypeOf<Promise<DetectedBarcode[]>>();
    }
  });

  it("refuse a path, a URL, a number, an element that draws nothing or a misspelt format", () => {
    // @ts-expect-error a URL is not an image: fetch it first
    void scanImage(new URL("https://example.com/a.png"));
    // @ts-expect-error a number is not an image
    void scanImage(42);
    // @ts-expect-error pixels need a data array
    void scanImage({ width: 2, height: 2 });
    // @ts-expect-error W3C names are snake_case: qr_code
    new BarcodeDetector({ formats: ["qrcode"] });
    // @ts-expect-error a <div> is not an image
    void scanImage({} as HTMLDivElement);
    // @ts-expect-error a path is not an image, in a browser either
    void scanImage("photo.jpg");
  });
});
