// The page of scan-browser.browser.test.ts and bench/scan-browser.bench.ts, bundled by Vite or webpack: qrbar's
// scanner from the built package and the barcode-detector polyfill, on corpus images fetched from the test's
// server in every input form.
import { BarcodeDetector, type ScanInput, scanImage } from "@qrbar/core/scan";
import { BarcodeDetector as Polyfill, setZXingModuleOverrides } from "barcode-detector/ponyfill";

// The polyfill's own zxing-wasm build, served by the test (the polyfill would fetch it from a CDN).
setZXingModuleOverrides({
  locateFile: (path: string, prefix: string) =>
    path.endsWith(".wasm") ? "/polyfill/zxing_reader.wasm" : prefix + path,
});

type InputKind =
  | "blob"
  | "bytes"
  | "bitmap"
  | "imagedata"
  | "canvas"
  | "img"
  | "videoframe"
  | "video"
  | "worker-blob"
  | "worker-imagedata";

async function canvasOf(bitmap: ImageBitmap): Promise<HTMLCanvasElement> {
  const canvas = Object.assign(document.createElement("canvas"), { width: bitmap.width, height: bitmap.height });
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
  return canvas;
}

/** A `<video>` playing a canvas's stream, once it shows a frame. */
async function videoOf(canvas: HTMLCanvasElement): Promise<HTMLVideoElement> {
  const video = Object.assign(document.createElement("video"), { muted: true, srcObject: canvas.captureStream() });
  const ready = new Promise((resolve) => video.addEventListener("loadeddata", resolve, { once: true }));
  await video.play();
  await ready;
  return video;
}

async function inputOf(
  kind: InputKind,
  url: string,
): Promise<{ input: ScanInput; worker: boolean; done?: () => void }> {
  const blob = await (await fetch(url)).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = await canvasOf(bitmap);
  const pixels = () => canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height) as ImageData;
  switch (kind) {
    case "blob":
      return { input: blob, worker: false };
    case "bytes":
      return { input: new Uint8Array(await blob.arrayBuffer()), worker: false };
    case "bitmap":
      return { input: bitmap, worker: false };
    case "imagedata":
      return { input: pixels(), worker: false };
    case "canvas":
      return { input: canvas, worker: false };
    case "img": {
      const img = new Image();
      img.src = url;
      await img.decode();
      return { input: img, worker: false };
    }
    case "videoframe": {
      const frame = new VideoFrame(bitmap, { timestamp: 0 });
      return { input: frame, worker: false, done: () => frame.close() };
    }
    case "video":
      return { input: await videoOf(canvas), worker: false };
    case "worker-blob":
      return { input: blob, worker: true };
    case "worker-imagedata":
      return { input: pixels(), worker: true };
  }
}

/** What qrbar reads from the image at `url` given as `kind`: the texts, or the error's code. */
async function scanAs(kind: InputKind, url: string): Promise<{ texts: string[]; format?: string; error?: string }> {
  const { input, worker, done } = await inputOf(kind, url);
  try {
    const outcome = await scanImage(input, { worker });
    return { texts: outcome.results.map((r) => r.data), format: outcome.image.format };
  } catch (error) {
    return { texts: [], error: `${(error as { code?: string }).code ?? ""} ${(error as Error).message}` };
  } finally {
    done?.();
  }
}

/** A detector's findings as plain data (a DOMRectReadOnly does not cross to the test). */
const plain = (
  codes: readonly {
    boundingBox: unknown;
    rawValue: string;
    format: string;
    cornerPoints: readonly unknown[];
  }[],
) =>
  codes.map((code) => ({
    keys: Object.keys(code).sort(),
    rawValue: code.rawValue,
    format: code.format,
    box: code.boundingBox instanceof DOMRectReadOnly ? "DOMRectReadOnly" : typeof code.boundingBox,
    corners: code.cornerPoints.length,
  }));

/** Both BarcodeDetectors on the image at `url`, and each one's time for it. */
async function detectBoth(url: string) {
  const bitmap = await createImageBitmap(await (await fetch(url)).blob());
  let start = performance.now();
  const ours = plain(await new BarcodeDetector().detect(bitmap));
  const oursMs = performance.now() - start;
  start = performance.now();
  const theirs = plain(await new Polyfill().detect(bitmap));
  return { ours, theirs, oursMs, theirsMs: performance.now() - start };
}

/** An error of the scanner, by its code, for a kind of bad input. */
async function failureOf(input: ScanInput, options: { maxPixels?: number; worker?: boolean } = {}) {
  try {
    await scanImage(input, options);
    return "none";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/**
 * A detector's time on the camera frame at `url`, in ms: `runs` detections in a row (the first one cold).
 * Ours looks as it does at a camera's frames (`effort: "quick"`, its default for a `<video>`).
 */
async function timeDetections(which: "qrbar" | "polyfill", url: string, runs: number) {
  const bitmap = await createImageBitmap(await (await fetch(url)).blob());
  const detector = which === "qrbar" ? new BarcodeDetector({ effort: "quick" }) : new Polyfill();
  const times: number[] = [];
  let found: string[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    found = (await detector.detect(bitmap)).map((code) => code.rawValue);
    times.push(performance.now() - start);
  }
  return { times, found };
}

Object.assign(globalThis, {
  qrbarPage: {
    scanAs,
    detectBoth,
    failureOf,
    timeDetections,
    supported: () => BarcodeDetector.getSupportedFormats(),
  },
});
document.title = "ready";
