/** Attribute values of {@link h}: `on*` keys take listeners, `false`/`undefined` leave the attribute out. */
export type Attrs = Record<string, string | number | boolean | undefined | ((event: Event) => void)>;

/** A child of {@link h}: nodes and strings are appended, falsy values skipped. */
export type Child = Node | string | null | undefined | false;

/**
 * Creates an element with attributes, listeners and children: the page's only DOM helper.
 *
 * @example
 * ```ts
 * h("button", { type: "button", onclick: () => save() }, "Save");
 * ```
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === "function") element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, "");
    else if (value !== false && value !== undefined) element.setAttribute(name, String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/** Says `message` to screen readers through the page's polite live region. */
export function announce(message: string): void {
  const region = document.getElementById("announcer");
  if (region) region.textContent = message;
}

/** Copies `text` to the clipboard and says so on `button` for a moment. */
export async function copyText(text: string, button: HTMLButtonElement): Promise<void> {
  const label = button.textContent;
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = "Copied";
  } catch {
    button.textContent = "Copy failed";
  }
  announce(button.textContent ?? "");
  setTimeout(() => {
    button.textContent = label;
  }, 1500);
}

/** Downloads `href` through a temporary link (`filename` empty: the server's Content-Disposition names it). */
export function download(href: string, filename = ""): void {
  const link = h("a", { href, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves `blob` as a file named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  download(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
