import { ApiFailure, postJson } from "./api.js";
import { announce, h } from "./dom.js";

interface ScanResult {
  readonly type: string;
  readonly data: string;
  readonly format: string;
  readonly parsed: Record<string, unknown>;
  readonly confidence: number;
  readonly position: { x: number; y: number; width: number; height: number };
}

interface ScanResponse {
  readonly results: readonly ScanResult[];
  readonly image: { width: number; height: number };
}

/** Camera frames are posted at most this often (and never two at once): a modest load on the server. */
const CAMERA_INTERVAL_MS = 500;
/** Camera frames are scaled down to this width before upload. */
const CAMERA_FRAME_WIDTH = 960;

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
 * The scan tab: an image dropped, pasted or picked, or the camera's frames, sent to `POST /api/scan`;
 * a box drawn at each code's position and its parsed fields listed.
 */
export function scanTab(panel: HTMLElement): { leave(): void } {
  const input = h("input", { type: "file", id: "scan-file", accept: "image/*", class: "sr-only" });
  const picture = h("img", { alt: "The scanned image", hidden: true });
  const video = h("video", { muted: true, playsinline: true, hidden: true, "aria-label": "Camera" });
  const boxes = h("div", { class: "boxes", "aria-hidden": "true" });
  const view = h("div", { class: "scan-view", hidden: true }, picture, video, boxes);
  const status = h("p", { class: "meta", role: "status" });
  const results = h("ol", { class: "results", "aria-label": "Codes found" });
  const cameraButton = h("button", { type: "button", class: "ghost" }, "Use the camera");
  const hasCamera = Boolean(navigator.mediaDevices?.getUserMedia);
  let stream: MediaStream | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight = false;

  const show = (answer: ScanResponse) => {
    const { width, height } = answer.image;
    boxes.replaceChildren(
      ...answer.results.map((r, i) => {
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
    status.textContent = found ? `Found ${found} code${found === 1 ? "" : "s"}.` : "No code found in this image.";
    announce(status.textContent);
  };

  const scan = async (blob: Blob) => {
    const form = new FormData();
    form.append("image", blob, (blob as File).name || "image");
    try {
      show(await postJson<ScanResponse>("/api/scan", form));
    } catch (error) {
      status.textContent = error instanceof ApiFailure ? error.message : `The server could not be reached: ${error}`;
      results.replaceChildren();
      boxes.replaceChildren();
    }
  };

  const scanFile = (file: File | null | undefined) => {
    if (!file) return;
    stopCamera();
    if (picture.src.startsWith("blob:")) URL.revokeObjectURL(picture.src);
    picture.src = URL.createObjectURL(file);
    picture.hidden = false;
    video.hidden = true;
    view.hidden = false;
    status.textContent = "Scanning…";
    void scan(file);
  };

  const stopCamera = () => {
    clearInterval(timer);
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = undefined;
    cameraButton.textContent = "Use the camera";
  };

  const frame = () => {
    if (inFlight || !video.videoWidth) return;
    const scale = Math.min(1, CAMERA_FRAME_WIDTH / video.videoWidth);
    const canvas = h("canvas", {
      width: Math.round(video.videoWidth * scale),
      height: Math.round(video.videoHeight * scale),
    });
    canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
    inFlight = true;
    canvas.toBlob(
      (blob) => {
        if (!blob || !stream) {
          inFlight = false;
          return;
        }
        void scan(blob).finally(() => {
          inFlight = false;
        });
      },
      "image/jpeg",
      0.85,
    );
  };

  cameraButton.addEventListener("click", async () => {
    if (stream) return stopCamera();
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
    } catch (error) {
      status.textContent = `The camera is not available: ${error instanceof Error ? error.message : error}`;
      return;
    }
    video.srcObject = stream;
    await video.play();
    picture.hidden = true;
    video.hidden = false;
    view.hidden = false;
    cameraButton.textContent = "Stop the camera";
    status.textContent = "Point the camera at a code…";
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
    h("small", { class: "hint" }, "PNG, JPEG, GIF, BMP or WebP up to 16 MiB: every QR code and barcode in it is read."),
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
      h("div", { class: "output" }, view, status, results),
    ),
  );
  return { leave: stopCamera };
}
