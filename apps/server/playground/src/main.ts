import { barcodeTab } from "./barcode-tab.js";
import { batchTab } from "./batch-tab.js";
import { h } from "./dom.js";
import { labelsTab } from "./labels-tab.js";
import { qrTab } from "./qr-tab.js";
import { scanTab } from "./scan-tab.js";

/** Each tab's builder, run the first time the tab is opened; `leave` runs when another tab is chosen. */
const TABS: Record<string, (panel: HTMLElement) => Promise<unknown> | { leave(): void }> = {
  qr: qrTab,
  barcode: barcodeTab,
  scan: scanTab,
  batch: batchTab,
  labels: labelsTab,
};

const tabs = [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const opened = new Map<string, { leave(): void } | undefined>();

function nameOf(tab: HTMLElement): string {
  return tab.id.replace(/^tab-/, "");
}

function open(name: string, focus = false): void {
  const tab = tabs.find((t) => nameOf(t) === name) ?? tabs[0];
  if (!tab) return;
  for (const other of tabs) {
    const selected = other === tab;
    other.setAttribute("aria-selected", String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !selected;
    if (!selected) opened.get(nameOf(other))?.leave();
  }
  if (focus) tab.focus();
  const key = nameOf(tab);
  if (location.hash !== `#${key}`) history.replaceState(null, "", `#${key}`);
  if (opened.has(key)) return;
  const panel = document.getElementById(`panel-${key}`) as HTMLElement;
  opened.set(key, undefined);
  try {
    const built = TABS[key]?.(panel);
    if (built instanceof Promise) built.catch((error) => failed(panel, error));
    else opened.set(key, built);
  } catch (error) {
    failed(panel, error);
  }
}

function failed(panel: HTMLElement, error: unknown): void {
  panel.replaceChildren(
    h(
      "p",
      { class: "banner", role: "alert" },
      `This part could not start: ${error instanceof Error ? error.message : error}`,
    ),
  );
}

for (const tab of tabs) {
  tab.addEventListener("click", () => open(nameOf(tab)));
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Tab goes on into the panel.
  tab.addEventListener("keydown", (event) => {
    const index = tabs.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (target) open(nameOf(target), true);
  });
}

open(location.hash.slice(1) || "qr");
