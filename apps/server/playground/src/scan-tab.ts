import type { ScanOutcome, ScanResult } from "@qrbar/core/scan";
import { ApiFailure, postJson } from "./api.js";
import { announce, h } from "./dom.js";

/** What is shown of a scan, read here or by the server: the codes, on an image of this size. */
type Reading = Pick<ScanOutcome, "results"> & { readonly image: { readonly width: number; readonly height: number } };

/** Camera frames are read at most this often (and never two at once), in the scan worker. */
const CAMERA_INTERVAL_MS = 250;
/** A camera frame sent to the server is scaled down to this width first. */
const CAMERA_FRAME_WIDTH = 960;

/** How long since `start` (a `performance.now()`), in whole milliseconds. */
const msSince = (start: number) => `${Math.round(performance.now() - start)} ms`;

function parsedList(parsed: Record<string, unknown>): HTMLElement {
  return h(
    "dl",
    { class: "parsed" },
    ...Object.entries(parsed).flatMap(([key, value]) => [
      h("dt", {}, key.replaceAll("_", " ")),
      h("dd", {}, typeof value === "string" ? value : JSON.stringify(value)),
    ]),
  );
}

/**
 * The scan tab: an image dropped, pasted or picked, or the camera's frames, read in the page by
 * `@qrbar/core/scan` (its own chunk, decoding in a Worker: nothing is uploaded), or by `POST /api/scan`
 * when asked; a box drawn at each code's position and its parsed fields listed.
 */
export function scanTab(panel: HTMLElement): { leave(): void } {
  // Loaded when the tab first opens: the scanner is too big for the page's first paint.
  const reader = import("./read-codes.js");
  const input = h("input", { type: "file", id: "scan-file", accept: "image/*", class: "sr-only" });
  const picture = h("img", { alt: "The scanned image", hidden: true });
  const video = h("video", { muted: true, playsinline: true, hidden: true, "aria-label": "Camera" });
  const boxes = h("div", { class: "boxes", "aria-hidden": "true" });
  const view = h("div", { class: "scan-view", hidden: true }, picture, video, boxes);
  const status = h("p", { class: "meta", role: "status" });
  const results = h("ol", { class: "results", "aria-label": "Codes found" });
  const cameraButton = h("button", { type: "button", class: "ghost" }, "Use the camera");
  const uploadButton = h("button", { type: "button", class: "ghost", hidden: true }, "Upload to the server instead");
  const hasCamera = Boolean(navigator.mediaDevices?.getUserMedia);
  let file: File | undefined;
  let stream: MediaStream | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight = false;

  const say = (text: string) => {
    if (status.textContent === text) return;
    status.textContent = text;
    announce(text);
  };

  const show = (answer: Reading, where: string) => {
    const { width, height } = answer.image;
    boxes.replaceChildren(
      ...answer.results.map((r: ScanResult, i) => {
        const style = `left:${(100 * r.position.x) / width}%;top:${(100 * r.position.y) / height}%;width:${(100 * r.position.width) / width}%;height:${(100 * r.position.height) / height}%`;
        return h("div", { class: "box", style }, h("span", {}, String(i + 1)));
      }),
    );
    results.replaceChildren(
      ...answer.results.map((r, i) =>
        h(
          "li",
          {},
          h("h3", {}, `${i + 1}. ${r.type === "qr_code" ? "QR code" : r.type} · ${r.format}`),
          h("p", { class: "data" }, r.data),
          h("p", { class: "meta" }, `confidence ${Math.round(r.confidence * 100)} %`),
          parsedList(r.parsed),
        ),
      ),
    );
    const found = answer.results.length;
    say(found ? `Found ${found} code${found === 1 ? "" : "s"}, ${where}.` : `No code found in this image, ${where}.`);
  };

  const failed = (text: string) => {
    say(text);
    results.replaceChildren();
    boxes.replaceChildren();
  };

  /** Reads `image` in this page, in the scan worker. */
  const readHere = async (image: File | HTMLVideoElement) => {
    const start = performance.now();
    try {
      const outcome = await (await reader).readCodes(image);
      show(outcome, `read in this browser in ${msSince(start)}`);
    } catch (error) {
      failed(`This browser could not read it: ${error instanceof Error ? error.message : error}`);
    }
  };

  /** Sends `blob` to `POST /api/scan`. */
  const readByServer = async (blob: Blob) => {
    const form = new FormData();
    form.append("image", blob, (blob as File).name || "image");
    const start = performance.now();
    try {
      show(await postJson<Reading>("/api/scan", form), `read by the server in ${msSince(start)}`);
    } catch (error) {
      failed(error instanceof ApiFailure ? error.message : `The server could not be reached: ${error}`);
    }
  };

  /** Shows `picked` in place of the camera, as the image the upload button sends. */
  const showPicture = (picked: File) => {
    stopCamera();
    file = picked;
    if (picture.src.startsWith("blob:")) URL.revokeObjectURL(picture.src);
    picture.src = URL.createObjectURL(picked);
    picture.hidden = false;
    video.hidden = true;
    view.hidden = false;
    uploadButton.hidden = false;
  };

  const scanFile = (picked: File | null | undefined) => {
    if (!picked) return;
    showPicture(picked);
    say("Scanning…");
    void readHere(picked);
  };

  const stopCamera = () => {
    clearInterval(timer);
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = undefined;
    cameraButton.textContent = "Use the camera";
  };

  /** One camera frame, read here unless the last one still is. */
  const frame = () => {
    if (inFlight || !video.videoWidth || !stream) return;
    inFlight = true;
    void readHere(video).finally(() => {
      inFlight = false;
    });
  };

  /** The camera's current frame as a JPEG, scaled down for the upload. */
  const cameraSnapshot = () =>
    new Promise<File | undefined>((resolve) => {
      const scale = Math.min(1, CAMERA_FRAME_WIDTH / video.videoWidth);
      const canvas = h("canvas", {
        width: Math.round(video.videoWidth * scale),
        height: Math.round(video.videoHeight * scale),
      });
      canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob(
        (blob) => resolve(blob ? new File([blob], "camera.jpg", { type: blob.type }) : undefined),
        "image/jpeg",
        0.85,
      );
    });

  // From the camera, the frame on screen is kept (the camera stops) and sent: its boxes stay in place.
  uploadButton.addEventListener("click", async () => {
    if (stream) {
      const snapshot = await cameraSnapshot();
      if (snapshot) showPicture(snapshot);
    }
    if (!file) return;
    say("Uploading…");
    await readByServer(file);
  });

  cameraButton.addEventListener("click", async () => {
    if (stream) return stopCamera();
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
    } catch (error) {
      say(`The camera is not available: ${error instanceof Error ? error.message : error}`);
      return;
    }
    video.srcObject = stream;
    await video.play();
    picture.hidden = true;
    video.hidden = false;
    view.hidden = false;
    uploadButton.hidden = false;
    cameraButton.textContent = "Stop the camera";
    say("Point the camera at a code…");
    timer = setInterval(frame, CAMERA_INTERVAL_MS);
  });
  input.addEventListener("change", () => scanFile(input.files?.[0]));
  const drop = h(
    "div",
    { class: "dropzone" },
    h("p", { class: "big" }, "Drop an image here"),
    h("p", {}, "or paste one, or"),
    input,
    h(
      "div",
      { class: "actions center" },
      h("label", { for: input.id, class: "button primary" }, "Choose an image"),
      hasCamera ? cameraButton : null,
    ),
    h(
      "small",
      { class: "hint" },
      "PNG, JPEG, GIF, BMP or WebP: every QR code and barcode in it is read in this browser, and nothing is uploaded unless you ask.",
    ),
  );
  drop.addEventListener("dragover", (event) => {
    event.preventDefault();
    drop.classList.add("over");
  });
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", (event) => {
    event.preventDefault();
    drop.classList.remove("over");
    scanFile(event.dataTransfer?.files[0]);
  });
  document.addEventListener("paste", (event) => {
    if (panel.hidden) return;
    const file = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith("image/"));
    if (file) scanFile(file);
  });

  panel.replaceChildren(
    h(
      "div",
      { class: "workbench" },
      h("div", { class: "controls" }, h("h2", {}, "Scan an image"), drop),
      h("div", { class: "output" }, view, status, h("div", { class: "actions" }, uploadButton), results),
    ),
  );
  return { leave: stopCamera };
}
