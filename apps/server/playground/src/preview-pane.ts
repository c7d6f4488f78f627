import { copyText, h } from "./dom.js";
import type { Preview } from "./preview.js";
import type { Snippet } from "./snippets.js";

/** The right-hand side of a generator tab: the image, its payload and score, downloads and snippets. */
export interface PreviewPane {
  readonly element: HTMLElement;
  /** Shows `preview` (a `blob:` image is revoked when the next one replaces it). */
  show(preview: Preview, snippets: readonly Snippet[]): void;
  /** A failure no form field can show (content too long for any QR version, the server unreachable). */
  showError(message: string | undefined): void;
  setBusy(busy: boolean): void;
  /** One download button per image format the server offers. */
  setFormats(formats: readonly (string | number)[]): void;
}

/** Performance mark set when the page's first preview is decoded and shown. */
export const FIRST_PREVIEW = "qrbar:first-preview";

/** How the score reads, whatever shape the server gives it (a number, or an object with `score`). */
function scoreText(value: unknown): string | undefined {
  if (typeof value === "number") return String(value);
  if (value && typeof value === "object") {
    const { score, ...rest } = value as Record<string, unknown>;
    const extra = Object.entries(rest)
      .filter(([, v]) => typeof v !== "object")
      .map(([k, v]) => `${k.replaceAll("_", " ")}: ${String(v)}`);
    return [score === undefined ? undefined : String(score), ...extra].filter(Boolean).join(" · ");
  }
  return undefined;
}

/** A square stage for QR codes; a wide one, as tall as the code, for barcodes. */
export type PreviewShape = "square" | "wide";

/**
 * Builds the preview pane. `download(format)` is called by each format's button; `what` names the
 * code in alt texts ("QR code", "barcode").
 */
export function previewPane(what: string, shape: PreviewShape, download: (format: string) => void): PreviewPane {
  const image = h("img", { alt: `Preview of the ${what}`, class: "code", hidden: true });
  const stage = h("div", { class: "stage" }, image);
  const caption = h("figcaption", { class: "meta" }, " ");
  const error = h("p", { class: "banner", role: "alert", hidden: true });
  const payload = h("pre", { class: "payload", tabindex: 0, "aria-label": "Payload" });
  const score = h("p", { class: "score", hidden: true });
  const payloadBlock = h("div", { class: "block", hidden: true }, h("h3", {}, "Payload"), payload, score);
  const copyUrl = h("button", { type: "button", class: "ghost" }, "Copy image URL");
  const downloads = h("div", { class: "actions" }, copyUrl);
  const snippetList = h("div", { class: "snippets" });
  let current: readonly Snippet[] = [];
  copyUrl.addEventListener("click", () => void copyText(current[0]?.text ?? "", copyUrl));
  const element = h(
    "aside",
    { class: "output", "aria-label": `${what} preview` },
    h("figure", { class: `preview ${shape}` }, stage, caption),
    error,
    downloads,
    payloadBlock,
    h("div", { class: "block" }, h("h3", {}, "Use it in code"), snippetList),
  );

  const renderSnippets = (list: readonly Snippet[]) => {
    const open = new Set([...snippetList.querySelectorAll("details[open]")].map((d) => d.getAttribute("data-title")));
    snippetList.replaceChildren(
      ...list.map((snippet) => {
        const copy = h("button", { type: "button", class: "ghost small" }, `Copy ${snippet.title}`);
        copy.addEventListener("click", () => void copyText(snippet.text, copy));
        return h(
          "details",
          { "data-title": snippet.title, open: open.has(snippet.title) },
          h("summary", {}, snippet.title),
          h("pre", { tabindex: 0 }, snippet.text),
          copy,
        );
      }),
    );
  };

  return {
    element,
    show(result, list) {
      error.hidden = true;
      const previous = image.src;
      image.src = result.src;
      if (previous.startsWith("blob:")) URL.revokeObjectURL(previous);
      image.hidden = false;
      image.decode().then(
        () => {
          // What the bench times: navigation to the first code on screen.
          if (!performance.getEntriesByName(FIRST_PREVIEW).length) performance.mark(FIRST_PREVIEW);
          if (image.src === result.src)
            caption.textContent = `${image.naturalWidth}x${image.naturalHeight} ${result.format}`;
        },
        () => {},
      );
      stage.classList.remove("stale");
      payloadBlock.hidden = result.payload === undefined;
      payload.textContent = result.payload ?? "";
      const scoreLine = scoreText(result.scannability);
      score.hidden = scoreLine === undefined;
      score.textContent = scoreLine ? `Scannability: ${scoreLine}` : "";
      current = list;
      renderSnippets(list);
    },
    showError(message) {
      error.hidden = message === undefined;
      error.textContent = message ?? "";
      if (message !== undefined) stage.classList.add("stale");
    },
    setFormats(formats) {
      downloads.replaceChildren(
        ...formats.map((format) =>
          h(
            "button",
            { type: "button", class: "primary", onclick: () => download(String(format)) },
            `Download ${format}`,
          ),
        ),
        copyUrl,
      );
    },
    setBusy(busy) {
      stage.setAttribute("aria-busy", String(busy));
    },
  };
}
