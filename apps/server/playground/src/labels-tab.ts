import { ApiFailure, type Generated, postJson } from "./api.js";
import { download, h } from "./dom.js";
import { liveUpdate } from "./live-update.js";
import { enumValues, requestSchema } from "./schema.js";
import { schemaForm } from "./schema-form.js";

/** Labels take longer to lay out than a code: the preview waits for a longer pause. */
const LABEL_PREVIEW_DELAY_MS = 500;

/**
 * The labels tab: the label request of the server's OpenAPI document as a form (started from its
 * example), a PNG preview, and downloads in every format the schema lists (PNG, PDF, ZPL).
 */
export async function labelsTab(panel: HTMLElement): Promise<void> {
  const { schema, example } = await requestSchema("/api/label/generate");
  const form = schemaForm(schema, "label", (example ?? {}) as Record<string, unknown>);
  const formats = (schema.properties?.format && enumValues(schema.properties.format)) ?? ["PNG"];
  const image = h("img", { alt: "Preview of the shipping label", class: "label-image", hidden: true });
  const error = h("p", { class: "banner", role: "alert", hidden: true });
  const caption = h("figcaption", { class: "meta" }, " ");

  const generate = (format: string) =>
    postJson<Generated>("/api/label/generate", { ...form.value(), format, ...(format === "PNG" ? { dpi: 203 } : {}) });
  const fail = (reason: unknown) => {
    const unplaced = reason instanceof ApiFailure ? form.showErrors(reason.details) : [];
    error.hidden = false;
    error.textContent =
      reason instanceof ApiFailure
        ? unplaced.length || !reason.details.length
          ? reason.message
          : "Fix the marked fields to update the preview."
        : `The server could not be reached: ${String(reason)}`;
  };
  const live = liveUpdate(
    () => generate("PNG"),
    (result) => {
      form.clearErrors();
      error.hidden = true;
      image.src = result.image_base64 ?? result.download_url;
      image.hidden = false;
      caption.textContent = `4 x 6 in, ${result.size} dots at 203 dpi`;
    },
    fail,
    LABEL_PREVIEW_DELAY_MS,
  );
  form.element.addEventListener("input", () => live.schedule());
  form.element.addEventListener("change", () => live.schedule());

  const downloads = h(
    "div",
    { class: "actions" },
    ...formats.map((format) =>
      h(
        "button",
        {
          type: "button",
          class: "primary",
          onclick: () =>
            generate(String(format)).then((result) => {
              download(result.download_url);
            }, fail),
        },
        `Download ${format}`,
      ),
    ),
  );

  panel.replaceChildren(
    h(
      "div",
      { class: "workbench" },
      h("div", { class: "controls" }, h("h2", {}, "Shipping label, 4 x 6 in"), form.element),
      h(
        "aside",
        { class: "output", "aria-label": "Label preview" },
        h("figure", { class: "preview label" }, h("div", { class: "stage" }, image), caption),
        error,
        downloads,
      ),
    ),
  );
  await live.now();
}
