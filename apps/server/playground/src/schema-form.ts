import type { FieldError } from "./api.js";
import { h } from "./dom.js";
import { enumValues, type JsonSchema, labelOf } from "./schema.js";

/** A form built from a JSON Schema object: its element, its value, and errors shown at their fields. */
export interface SchemaForm {
  readonly element: HTMLElement;
  /** The object the form describes; empty optional fields are left out. */
  value(): Record<string, unknown>;
  /**
   * Shows each error at the field its dotted path names (`phones.0.number`); returns the ones that
   * name no field of this form.
   */
  showErrors(errors: readonly FieldError[]): FieldError[];
  clearErrors(): void;
}

interface Field {
  readonly element: HTMLElement;
  get(): unknown;
  /** The error slot of the field at a dotted path, and the input it belongs to. */
  find(path: string): Slot | undefined;
}

interface Slot {
  readonly input: HTMLElement;
  readonly error: HTMLElement;
}

interface Context {
  readonly id: string;
  readonly path: string;
  readonly label: string;
  readonly required: boolean;
  readonly initial: unknown;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** Free text that may be longer than this many characters gets a text area (web addresses excepted). */
const LONG_TEXT = 1500;

function fieldId(prefix: string, path: string): string {
  return `${prefix}-${path.replace(/[^a-zA-Z0-9]+/g, "-")}`;
}

/** Label, hint and error slot around one input: the markup every leaf field shares. */
function leaf(schema: JsonSchema, ctx: Context, input: HTMLElement, extra?: HTMLElement): Field {
  const hintId = `${ctx.id}-hint`;
  const errorId = `${ctx.id}-error`;
  const hint = schema.description ? h("small", { class: "hint", id: hintId }, schema.description) : null;
  const error = h("p", { class: "error", id: errorId, hidden: true });
  input.id = ctx.id;
  input.setAttribute("aria-describedby", hint ? `${hintId} ${errorId}` : errorId);
  input.dataset.path = ctx.path;
  if (ctx.required) input.setAttribute("aria-required", "true");
  const label = h(
    "label",
    { for: ctx.id },
    ctx.label,
    ctx.required ? h("span", { class: "req", title: "required" }, " *") : null,
  );
  const row = h("div", { class: "row" }, input, extra);
  const element = h("div", { class: "field" }, label, row, hint, error);
  const get = () => readInput(input, schema);
  const slot = { input, error };
  return { element, get, find: (path) => (path === ctx.path ? slot : undefined) };
}

function readInput(input: HTMLElement, schema: JsonSchema): unknown {
  if (input instanceof HTMLInputElement && input.type === "checkbox") {
    // Sent only when it differs from the default, so an untouched form sends nothing.
    if (schema.default !== undefined) return input.checked === schema.default ? undefined : input.checked;
    return input.checked || undefined;
  }
  const raw = (input as HTMLInputElement).value;
  if (raw === "") return undefined;
  const values = enumValues(schema);
  if (values) return values.find((v) => String(v) === raw) ?? raw;
  if (schema.type === "integer" || schema.type === "number") return raw.trim() === "" ? undefined : Number(raw);
  if (!schema.type && !schema.anyOf) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

function selectField(schema: JsonSchema, ctx: Context, values: (string | number)[]): Field {
  const fallback = schema.default === undefined ? "" : ` (default: ${String(schema.default)})`;
  const select = h(
    "select",
    {},
    ctx.required && ctx.initial !== undefined
      ? null
      : h("option", { value: "" }, ctx.required ? "Choose…" : `—${fallback}`),
    ...values.map((v) => h("option", { value: String(v), selected: String(v) === String(ctx.initial) }, String(v))),
  );
  return leaf(schema, ctx, select);
}

function checkboxField(schema: JsonSchema, ctx: Context): Field {
  const checked = ctx.initial === undefined ? schema.default === true : ctx.initial === true;
  const input = h("input", { type: "checkbox", checked });
  const field = leaf(schema, ctx, input);
  field.element.classList.add("check");
  return field;
}

function numberField(schema: JsonSchema, ctx: Context): Field {
  const input = h("input", {
    type: "number",
    inputmode: schema.type === "integer" ? "numeric" : "decimal",
    min: schema.minimum,
    max: schema.maximum,
    step: schema.type === "integer" ? 1 : "any",
    value: ctx.initial === undefined ? undefined : String(ctx.initial),
    placeholder: schema.default === undefined ? undefined : String(schema.default),
  });
  return leaf(schema, ctx, input);
}

/** A colour as text (so `#FFF` and any other form the server takes can be typed) beside a picker. */
function colorField(schema: JsonSchema, ctx: Context): Field {
  const text = h("input", {
    type: "text",
    value: ctx.initial === undefined ? undefined : String(ctx.initial),
    placeholder: schema.default === undefined ? undefined : String(schema.default),
    autocomplete: "off",
    spellcheck: "false",
  });
  const shown = () => (HEX_COLOR.test(text.value) ? text.value : String(schema.default ?? "#000000"));
  const picker = h("input", { type: "color", value: shown(), "aria-label": `${ctx.label} picker`, tabindex: -1 });
  picker.addEventListener("input", () => {
    text.value = picker.value.toUpperCase();
    text.dispatchEvent(new Event("input", { bubbles: true }));
  });
  text.addEventListener("input", () => {
    picker.value = shown();
  });
  const field = leaf(schema, ctx, text, picker);
  field.element.classList.add("color");
  return field;
}

function textField(schema: JsonSchema, ctx: Context): Field {
  const initial =
    ctx.initial === undefined ? undefined : typeof ctx.initial === "string" ? ctx.initial : JSON.stringify(ctx.initial);
  const example = schema.examples?.[0];
  const placeholder =
    schema.default !== undefined
      ? String(schema.default)
      : example !== undefined
        ? `e.g. ${String(example)}`
        : undefined;
  const long =
    schema.type !== "string" ||
    (!schema.pattern && !/url$/.test(ctx.path) && (schema.maxLength === undefined || schema.maxLength > LONG_TEXT));
  const input = long
    ? h("textarea", { rows: schema.type === "string" ? 3 : 4, placeholder, spellcheck: "false" })
    : h("input", { type: "text", placeholder, autocomplete: "off", spellcheck: "false" });
  if (initial !== undefined) input.value = initial;
  return leaf(schema, ctx, input);
}

function objectField(schema: JsonSchema, ctx: Context, prefix: string): Field {
  const initial = (ctx.initial ?? {}) as Record<string, unknown>;
  const required = new Set(schema.required ?? []);
  const children = Object.entries(schema.properties ?? {}).map(([key, child]) => {
    const path = ctx.path ? `${ctx.path}.${key}` : key;
    return [
      key,
      build(
        child,
        { id: fieldId(prefix, path), path, label: labelOf(key), required: required.has(key), initial: initial[key] },
        prefix,
      ),
    ] as const;
  });
  const body = children.map(([, child]) => child.element);
  const element = ctx.path
    ? h(
        "fieldset",
        { class: "group" },
        h("legend", {}, ctx.label, ctx.required ? h("span", { class: "req" }, " *") : null),
        ...body,
      )
    : h("div", { class: "fields" }, ...body);
  const get = () => {
    const entries = children.map(([key, child]) => [key, child.get()] as const).filter(([, v]) => v !== undefined);
    const value = Object.fromEntries(entries);
    return ctx.required || !isBlank(value) ? value : undefined;
  };
  const find = (path: string) => {
    for (const [, child] of children) {
      const slot = child.find(path);
      if (slot) return slot;
    }
    return undefined;
  };
  return { element, get, find };
}

/** `Lines` → `Line`, `Addresses` → `Address`: what one item of a list is called. */
function singular(label: string): string {
  if (label.endsWith("sses")) return label.slice(0, -2);
  return label.endsWith("s") ? label.slice(0, -1) : label;
}

/** A list: one sub-form per item, with Add and Remove buttons. */
function arrayField(schema: JsonSchema, ctx: Context, prefix: string): Field {
  const itemSchema = schema.items ?? {};
  const noun = singular(ctx.label);
  const list = h("div", { class: "items" });
  let items: Field[] = [];
  /** Which item each entry of the last value came from: empty items are left out of the request. */
  let sent: number[] = [];
  const error = h("p", { class: "error", id: `${ctx.id}-error`, hidden: true });
  const own = { input: list, error };
  const addButton = h("button", { type: "button", class: "ghost small" }, `Add ${noun.toLowerCase()}`);
  const add = (initial: unknown) => {
    const index = items.length;
    const path = `${ctx.path}.${index}`;
    const item = build(
      itemSchema,
      {
        id: fieldId(prefix, `${path}-${Date.now().toString(36)}`),
        path,
        label: `${noun} ${index + 1}`,
        required: true,
        initial,
      },
      prefix,
    );
    const remove = h("button", { type: "button", class: "ghost small" }, `Remove ${noun.toLowerCase()} ${index + 1}`);
    // Removing renumbers the items after it, so labels and error paths keep matching the request.
    remove.addEventListener("click", () => {
      const values = items.map((i) => i.get());
      values.splice(index, 1);
      items = [];
      list.replaceChildren();
      for (const value of values) add(value);
      addButton.focus();
      list.dispatchEvent(new Event("input", { bubbles: true }));
    });
    items.push(item);
    list.append(h("div", { class: "item" }, item.element, remove));
  };
  const initial = Array.isArray(ctx.initial) ? ctx.initial : ctx.required ? [undefined] : [];
  for (const value of initial) add(value);
  addButton.addEventListener("click", () => {
    if (schema.maxItems !== undefined && items.length >= schema.maxItems) return;
    add(undefined);
    list.lastElementChild?.querySelector<HTMLElement>("input, select, textarea")?.focus();
  });
  const element = h(
    "fieldset",
    { class: "group list" },
    h("legend", {}, ctx.label, ctx.required ? h("span", { class: "req" }, " *") : null),
    schema.description ? h("small", { class: "hint" }, schema.description) : null,
    list,
    addButton,
    error,
  );
  const get = () => {
    const values = items.map((item, index) => ({ index, value: item.get() })).filter((v) => !isBlank(v.value));
    sent = values.map((v) => v.index);
    return values.length || ctx.required ? values.map((v) => v.value) : undefined;
  };
  const find = (path: string): Slot | undefined => {
    if (path === ctx.path) return own;
    if (!path.startsWith(`${ctx.path}.`)) return undefined;
    const [position, ...rest] = path.slice(ctx.path.length + 1).split(".");
    const index = sent[Number(position)] ?? Number(position);
    return items[index]?.find([`${ctx.path}.${index}`, ...rest].join("."));
  };
  return { element, get, find };
}

function build(schema: JsonSchema, ctx: Context, prefix: string): Field {
  const values = enumValues(schema);
  if (values) return selectField(schema, ctx, values);
  if (schema.type === "object" && schema.properties) return objectField(schema, ctx, prefix);
  if (schema.type === "array") return arrayField(schema, ctx, prefix);
  if (schema.type === "boolean") return checkboxField(schema, ctx);
  if (schema.type === "integer" || schema.type === "number") return numberField(schema, ctx);
  // A hex colour, alone or beside other values (a keyword such as "transparent").
  if ([schema, ...(schema.anyOf ?? [])].some((s) => s.type === "string" && s.pattern?.includes("#"))) {
    return colorField(schema, ctx);
  }
  return textField(schema, ctx);
}

/** Dotted path of an error's field: `lines[0]` and `lines/0` read as `lines.0`. */
function normalise(field: string): string {
  return field
    .replace(/\[(\d+)\]/g, ".$1")
    .replace(/\//g, ".")
    .replace(/^\./, "");
}

/**
 * Builds a form for the JSON Schema object `schema`: a select for an enumeration, a checkbox for a
 * boolean, number, colour, text or text-area inputs, fieldsets for nested objects and lists. Every
 * input has a label, the schema's description as its hint, and an error slot it is described by.
 *
 * @param idPrefix - makes the ids unique on the page
 * @param initial - the values to start from (the catalog's example)
 */
export function schemaForm(schema: JsonSchema, idPrefix: string, initial?: Record<string, unknown>): SchemaForm {
  const root = objectField(schema, { id: idPrefix, path: "", label: "", required: true, initial }, idPrefix);
  const shown: Slot[] = [];
  const clearErrors = () => {
    for (const slot of shown.splice(0)) {
      slot.error.hidden = true;
      slot.error.textContent = "";
      slot.input.removeAttribute("aria-invalid");
    }
  };
  const showErrors = (errors: readonly FieldError[]) => {
    clearErrors();
    const unplaced: FieldError[] = [];
    for (const error of errors) {
      let path = normalise(error.field);
      let slot = root.find(path);
      // An error about a whole object or list item lands on its first field's slot.
      while (!slot && path.includes(".")) {
        path = path.slice(0, path.lastIndexOf("."));
        slot = root.find(path);
      }
      if (!slot) {
        unplaced.push(error);
        continue;
      }
      slot.error.textContent = slot.error.hidden ? error.message : `${slot.error.textContent}; ${error.message}`;
      slot.error.hidden = false;
      slot.input.setAttribute("aria-invalid", "true");
      shown.push(slot);
    }
    return unplaced;
  };
  return {
    element: root.element,
    value: () => (root.get() ?? {}) as Record<string, unknown>,
    showErrors,
    clearErrors,
  };
}

/**
 * Whether a value says nothing: undefined, or a list or object holding nothing but such values. An optional
 * group left blank (a gradient whose stops were never filled in) is left out of the request, not sent half-made.
 */
function isBlank(value: unknown): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (value !== null && typeof value === "object") return Object.values(value).every(isBlank);
  return false;
}
