import { ApiFailure, type FieldError, type Generated, postJson } from "./api.js";
import { download, h } from "./dom.js";
import { liveUpdate } from "./live-update.js";
import type { Preview } from "./preview.js";
import { type PreviewShape, previewPane } from "./preview-pane.js";
import { enumValues, type JsonSchema, requestSchema } from "./schema.js";
import type { SchemaForm } from "./schema-form.js";
import { schemaForm } from "./schema-form.js";
import { type GenerateRequest, type Generator, snippets } from "./snippets.js";

/** The content part of a generator tab for one type: its form and how to read the content from it. */
export interface ContentEditor {
  readonly form: SchemaForm;
  read(): unknown;
  /** Called after every change (the barcode tab's check-digit note). */
  changed?(): void;
  /** Shown under the form. */
  readonly note?: HTMLElement;
}

/** What differs between the QR and the barcode tab. */
export interface GeneratorTabOptions {
  readonly generator: Generator;
  /** "QR code" or "barcode", for labels and alt texts. */
  readonly what: string;
  readonly previewShape: PreviewShape;
  readonly types: Readonly<Record<string, string>>;
  readonly initialType: string;
  content(type: string): ContentEditor;
  /**
   * The live preview of `request`, drawn in the page where it can be; `post` is the server's
   * (`POST /api/<generator>/generate`, which stores the code), for what neither the page nor an
   * image URL can make.
   */
  preview(request: GenerateRequest, post: (request: GenerateRequest) => Promise<Preview>): Promise<Preview>;
}

/**
 * Debounce of the live preview: a pause in typing this long draws it once (in the page; a styled QR
 * design is one image URL request).
 */
const PREVIEW_DELAY_MS = 250;

/** Splits an error's details by the part of the request they name (`content.ssid` → `content`, `ssid`). */
function detailsUnder(details: readonly FieldError[], prefix: string): FieldError[] {
  return details
    .filter((d) => d.field === prefix || d.field.startsWith(`${prefix}.`))
    .map((d) => ({ field: d.field === prefix ? prefix : d.field.slice(prefix.length + 1), message: d.message }));
}

/**
 * Fills `panel` with a generator: a type picker, the content form of the chosen type, the design
 * form from the server's customization schema, and a live preview with downloads and snippets.
 */
export async function generatorTab(panel: HTMLElement, options: GeneratorTabOptions): Promise<void> {
  const { generator, what } = options;
  // The design form follows once the OpenAPI document is in; the first preview does not wait for it.
  let design: SchemaForm | undefined;
  const designBox = h("details", { class: "design", open: true }, h("summary", {}, "Design options"));
  let type = options.initialType;
  let content = options.content(type);

  const typeSelect = h(
    "select",
    { id: `${generator}-type` },
    ...Object.entries(options.types).map(([key, label]) =>
      h("option", { value: key, selected: key === type }, `${label} (${key})`),
    ),
  );
  const contentBox = h("div", { class: "content" });
  const showContent = () => contentBox.replaceChildren(content.form.element, content.note ?? "");
  showContent();

  const request = (format?: string): GenerateRequest => {
    const customization = { ...design?.value(), ...(format ? { format } : {}) };
    return { type, content: content.read(), ...(Object.keys(customization).length ? { customization } : {}) };
  };
  const generate = (body: GenerateRequest) => postJson<Generated>(`/api/${generator}/generate`, body);
  const post = async (body: GenerateRequest): Promise<Preview> => {
    const { image_base64, download_url, format, payload, scannability } = await generate(body);
    return { src: image_base64 ?? download_url, format, payload, scannability };
  };

  const showFailure = (error: unknown) => {
    pane.setBusy(false);
    if (!(error instanceof ApiFailure)) {
      pane.showError(`The server could not be reached: ${String(error)}`);
      return;
    }
    const unplaced = [
      ...content.form.showErrors(detailsUnder(error.details, "content")),
      ...(design?.showErrors(detailsUnder(error.details, "customization")) ?? []),
    ];
    const placed = error.details.length > 0 && unplaced.length === 0;
    pane.showError(placed ? "Fix the marked fields to update the preview." : error.message);
  };

  // Downloads are the server's: a stored code, with its download URL.
  const pane = previewPane(what, options.previewShape, (format) => {
    generate(request(format)).then((result) => download(result.download_url), showFailure);
  });

  const live = liveUpdate(
    () => {
      pane.setBusy(true);
      const sent = request();
      return options.preview(sent, post).then((result) => ({ result, sent }));
    },
    ({ result, sent }) => {
      pane.setBusy(false);
      content.form.clearErrors();
      design?.clearErrors();
      pane.show(result, snippets(location.origin, generator, sent));
    },
    showFailure,
    PREVIEW_DELAY_MS,
  );

  typeSelect.addEventListener("change", () => {
    type = typeSelect.value;
    content = options.content(type);
    showContent();
    void live.now();
  });
  const changed = () => {
    content.changed?.();
    live.schedule();
  };
  contentBox.addEventListener("input", changed);
  contentBox.addEventListener("change", changed);
  designBox.addEventListener("input", () => live.schedule());
  designBox.addEventListener("change", () => live.schedule());

  const controls = h(
    "div",
    { class: "controls" },
    h(
      "div",
      { class: "field type-picker" },
      h("label", { for: typeSelect.id }, "Type"),
      typeSelect,
      h("small", { class: "hint" }, `${Object.keys(options.types).length} types`),
    ),
    h("h2", {}, "Content"),
    contentBox,
    designBox,
  );
  panel.replaceChildren(h("div", { class: "workbench" }, controls, pane.element));
  const first = live.now();
  const { schema } = await requestSchema(`/api/${generator}/generate`);
  const customization: JsonSchema = schema.properties?.customization ?? { type: "object", properties: {} };
  design = schemaForm(customization, `${generator}-design`);
  designBox.append(design.element);
  pane.setFormats((customization.properties?.format && enumValues(customization.properties.format)) ?? ["PNG"]);
  await first;
}
