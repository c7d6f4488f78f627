import { ApiFailure, dataUriBytes, postJson } from "./api.js";
import { type BatchRow, parseBatch } from "./batch-input.js";
import { announce, h, saveBlob } from "./dom.js";
import { requestSchema } from "./schema.js";
import { zipStore } from "./zip-store.js";

interface BatchAnswer {
  readonly results: readonly {
    readonly index: number;
    readonly success: boolean;
    readonly image_base64?: string;
    readonly format?: string;
    readonly error?: string;
  }[];
}

/** `POST /api/batch/qr` takes at most this many items; longer lists are sent in parts. */
const BATCH_MAX_ITEMS = 50;

const SAMPLE = `type,url,text,size
url,https://example.com,,240
text,,Table 12,
url,https://example.org/menu,,`;

/**
 * The batch tab: CSV or JSON lines pasted, sent in parts of 50 with a progress bar, each row's error
 * shown against it, and the images downloadable as one ZIP.
 */
export async function batchTab(panel: HTMLElement): Promise<void> {
  const { schema } = await requestSchema("/api/qr/generate");
  const customization = schema.properties?.customization?.properties ?? {};
  const input = h("textarea", { id: "batch-input", rows: 10, spellcheck: "false", "aria-describedby": "batch-hint" });
  input.value = SAMPLE;
  const run = h("button", { type: "button", class: "primary" }, "Generate");
  const zipButton = h("button", { type: "button", class: "ghost", disabled: true }, "Download ZIP");
  const progress = h("progress", { max: 1, value: 0, "aria-label": "Batch progress", hidden: true });
  const status = h(
    "p",
    { class: "meta", role: "status" },
    "One row per line appears here, with its code or what is wrong with it.",
  );
  const table = h("tbody");
  let files: Record<string, Uint8Array> = {};

  const row = (line: number, type: string, outcome: string, ok: boolean, image?: string) =>
    h(
      "tr",
      { class: ok ? "ok" : "bad" },
      h("td", {}, String(line)),
      h("td", {}, type),
      h("td", {}, image ? h("img", { src: image, alt: `Code of line ${line}`, width: 40, height: 40 }) : ""),
      h("td", {}, outcome),
    );

  run.addEventListener("click", async () => {
    const rows: BatchRow[] = parseBatch(input.value, customization);
    files = {};
    table.replaceChildren();
    zipButton.disabled = true;
    const items = rows.filter((r): r is Extract<BatchRow, { item: unknown }> => "item" in r);
    for (const r of rows) if ("error" in r) table.append(row(r.line, "", r.error, false));
    progress.hidden = false;
    progress.max = Math.max(items.length, 1);
    progress.value = 0;
    run.disabled = true;
    let made = 0;
    for (let start = 0; start < items.length; start += BATCH_MAX_ITEMS) {
      const part = items.slice(start, start + BATCH_MAX_ITEMS);
      try {
        const answer = await postJson<BatchAnswer>("/api/batch/qr", { items: part.map((r) => r.item) });
        for (const result of answer.results) {
          const source = part[result.index];
          if (!source) continue;
          if (result.success && result.image_base64) {
            const ext = (result.format ?? "png").toLowerCase();
            files[`line-${String(source.line).padStart(4, "0")}-${source.item.type}.${ext}`] = dataUriBytes(
              result.image_base64,
            );
            made++;
            table.append(row(source.line, source.item.type, "made", true, result.image_base64));
          } else table.append(row(source.line, source.item.type, result.error ?? "failed", false));
        }
      } catch (error) {
        const message = error instanceof ApiFailure ? error.message : String(error);
        for (const r of part) table.append(row(r.line, r.item.type, message, false));
      }
      progress.value = Math.min(start + part.length, items.length);
      status.textContent = `${progress.value} of ${items.length} sent…`;
    }
    const failed = rows.length - made;
    status.textContent = `${made} made, ${failed} failed.`;
    announce(status.textContent);
    zipButton.disabled = made === 0;
    run.disabled = false;
  });

  zipButton.addEventListener("click", () => {
    saveBlob(new Blob([zipStore(files)], { type: "application/zip" }), "qrbar-batch.zip");
  });

  panel.replaceChildren(
    h(
      "div",
      { class: "workbench" },
      h(
        "div",
        { class: "controls" },
        h("h2", {}, "Many QR codes at once"),
        h(
          "div",
          { class: "field" },
          h("label", { for: input.id }, "CSV or JSON lines"),
          input,
          h(
            "small",
            { class: "hint", id: "batch-hint" },
            "CSV: a header row with type, the content fields (address.city for nested ones) and customization fields such as size. Or one JSON request per line, or a JSON array.",
          ),
        ),
        h("div", { class: "actions" }, run, zipButton),
      ),
      h(
        "div",
        { class: "output" },
        progress,
        status,
        h(
          "table",
          { class: "rows" },
          h("caption", { class: "sr-only" }, "Rows and their outcome"),
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              h("th", { scope: "col" }, "Line"),
              h("th", { scope: "col" }, "Type"),
              h("th", { scope: "col" }, "Code"),
              h("th", { scope: "col" }, "Outcome"),
            ),
          ),
          table,
        ),
      ),
    ),
  );
}
