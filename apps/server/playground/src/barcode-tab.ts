import { checkDigitNote } from "./check-digit.js";
import { h } from "./dom.js";
import { generatorTab } from "./generator-tab.js";
import { drawnInPage, localPreview } from "./preview.js";
import { loadCatalogs } from "./schema.js";
import { schemaForm } from "./schema-form.js";

/** The rules' `family` of 2D symbologies, whose content may be long and span lines. */
const LINEAR = "linear";

/** The barcode tab: every symbology of `GET /api/barcode/types`, with check digits shown as you type. */
export async function barcodeTab(panel: HTMLElement): Promise<void> {
  // Loaded when the tab first opens, with the catalogs: bwip-js is too big for the page's first paint.
  const drawer = import("./draw-barcode.js");
  const { barcode } = await loadCatalogs();
  await generatorTab(panel, {
    generator: "barcode",
    previewShape: "wide",
    what: "barcode",
    types: barcode.types,
    initialType: "ean13" in barcode.types ? "ean13" : (Object.keys(barcode.types)[0] ?? "code128"),
    content(type) {
      const rules = barcode.rules[type];
      const family = rules?.family;
      const description = [
        rules?.characters,
        rules?.length,
        rules?.check_algorithm && `check: ${rules.check_algorithm}`,
      ]
        .filter(Boolean)
        .join("; ");
      const form = schemaForm(
        {
          type: "object",
          required: ["content"],
          properties: {
            content: { type: "string", description, ...(family === LINEAR ? { maxLength: 80 } : {}) },
          },
        },
        `barcode-${type}`,
        { content: barcode.examples[type] ?? "" },
      );
      const note = h("p", { class: "note", "aria-live": "polite", id: `barcode-${type}-check` });
      const read = () => String(form.value().content ?? "");
      const changed = () => {
        const check = checkDigitNote(read(), rules);
        note.textContent = check?.message ?? "";
        note.hidden = check === undefined;
        note.className = check?.ok === false ? "note bad" : "note ok";
      };
      changed();
      return { form, read, changed, note };
    },
    preview: async (request) => {
      const { drawBarcode } = await drawer;
      return localPreview(drawnInPage(() => drawBarcode(request)));
    },
  });
}
