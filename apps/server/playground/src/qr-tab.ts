import { generatorTab } from "./generator-tab.js";
import { previewQr } from "./qr-preview.js";
import { loadCatalogs } from "./schema.js";
import { schemaForm } from "./schema-form.js";

/** The QR tab: every type of `GET /api/qr/types`, each with a form from its content schema. */
export async function qrTab(panel: HTMLElement): Promise<void> {
  // Fetched with the catalogs, not after them (index.html preloads it too).
  const drawer = import("./draw-qr.js");
  const { qr } = await loadCatalogs();
  await generatorTab(panel, {
    generator: "qr",
    previewShape: "square",
    what: "QR code",
    types: qr.types,
    initialType: "url" in qr.types ? "url" : (Object.keys(qr.types)[0] ?? "text"),
    content(type) {
      const form = schemaForm(qr.schemas[type] ?? { type: "object", properties: {} }, `qr-${type}`, qr.examples[type]);
      return { form, read: () => form.value() };
    },
    preview: async (request, post) => previewQr((await drawer).drawQr, request, post),
  });
}
