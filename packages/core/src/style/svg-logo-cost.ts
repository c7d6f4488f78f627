import { SaxesParser } from "saxes";
import { type PathExtent, pathExtent, pointsExtent } from "./svg-path-extent.js";

/**
 * What an SVG logo may cost to draw, counted before it is drawn.
 *
 * The limits exist because a 946-byte logo of 10^4 rectangles nested in `<use>` keeps librsvg
 * (through sharp) drawing for 10 s at the largest logo size (1,600 px); a logo at both limits takes
 * half a second. Realistic logos
 * (`testing/svg-logos.ts` makes them: a wordmark, an icon sprite, a 78 KB emblem of 1,200 paths) stay
 * far below both. The element limit is about what the 256 KiB size limit holds anyway when nothing is
 * referenced; the area limit leaves 35 times the emblem's.
 */
export const SVG_LOGO_LIMITS = {
  /** Elements drawn once every reference (`<use>`, `url(#...)`, `href`) is expanded where it is used. */
  elements: 10_000,
  /** Sum of the drawn elements' areas, each at most the whole canvas, in canvases (the viewBox's area). */
  canvases: 64,
  /** Elements nested in elements: far beyond a logo's needs, and what bounds the counter's own recursion. */
  depth: 256,
  /** References followed from a reference (a `<use>` of a group holding a `<use>` ...). */
  referenceDepth: 16,
} as const;

/** What an SVG logo draws, counted as {@link svgLogoCost} counts it. */
export interface SvgLogoCost {
  /** Elements drawn, every reference expanded where it is used (nested ones multiply). */
  readonly elements: number;
  /** Sum of the drawn elements' areas (each at most one canvas), in canvases. */
  readonly canvases: number;
  /** References in the file (`<use>`, `href`, `url(#...)`), before expansion. */
  readonly references: number;
}

/** One element as parsed: its local name, attributes, children, text, and the ids it refers to. */
interface SvgNode {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: SvgNode[];
  text: string;
  references: readonly string[];
}

/** Elements whose content is drawn only where something refers to them, never where they stand. */
const NOT_DRAWN_IN_PLACE = new Set([
  "defs",
  "symbol",
  "pattern",
  "marker",
  "clipPath",
  "mask",
  "filter",
  "linearGradient",
  "radialGradient",
  "style",
  "title",
  "desc",
  "metadata",
]);

/** An SVG that cannot be counted, with the sentence that says why (after the field's name). */
export class SvgLogoCostError extends Error {}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/** The element tree of an SVG, parsed by a strict XML parser; nesting deeper than the limit is refused. */
function parseSvg(svg: string): SvgNode {
  const parser = new SaxesParser();
  const root: SvgNode = { name: "#document", attributes: {}, children: [], text: "", references: [] };
  const open: SvgNode[] = [root];
  parser.on("opentag", (tag) => {
    if (open.length > SVG_LOGO_LIMITS.depth) {
      throw new SvgLogoCostError(
        `nests elements more than ${SVG_LOGO_LIMITS.depth} deep; an SVG logo may nest them at most ${SVG_LOGO_LIMITS.depth} deep`,
      );
    }
    const attributes: Record<string, string> = Object.create(null);
    for (const [name, value] of Object.entries(tag.attributes)) attributes[localName(name)] = String(value);
    const node: SvgNode = { name: localName(tag.name), attributes, children: [], text: "", references: [] };
    (open.at(-1) as SvgNode).children.push(node);
    open.push(node);
  });
  parser.on("closetag", () => {
    open.pop();
  });
  const addText = (text: string) => {
    (open.at(-1) as SvgNode).text += text;
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  try {
    parser.write(svg).close();
  } catch (error) {
    if (error instanceof SvgLogoCostError) throw error;
    const reason = error instanceof Error ? error.message.replace(/^undefined:/, "line ") : String(error);
    throw new SvgLogoCostError(`is not well-formed XML (${reason.slice(0, 120)})`);
  }
  const svgRoot = root.children[0];
  if (svgRoot?.name !== "svg") throw new SvgLogoCostError("is not an SVG: its root element is not <svg>");
  return svgRoot;
}

const URL_REFERENCE = /url\(\s*['"]?#([^'")\s]+)/g;

/** The ids of every `url(#id)` in a text (an attribute, a style attribute or a stylesheet). */
function urlReferences(text: string): string[] {
  if (!text.includes("url(")) return [];
  return [...text.matchAll(URL_REFERENCE)].map(([, id]) => id as string);
}

/** The ids an element refers to: `href`, and `url(#id)` in any attribute (fill, clip-path, marker, style...). */
function referencesOf(node: SvgNode): string[] {
  const ids: string[] = [];
  for (const [name, value] of Object.entries(node.attributes)) {
    if (name === "href") {
      const id = /^\s*#(.+?)\s*$/.exec(value)?.[1];
      if (id) ids.push(id);
    }
    ids.push(...urlReferences(value));
  }
  return ids;
}

/** The numbers of a length: a percentage of `whole`, other units as written (px, the user unit). */
function length(value: string | undefined, whole: number): number {
  if (value === undefined) return 0;
  const n = Number.parseFloat(value);
  if (!Number.isFinite(n)) return 0;
  return Math.abs(value.trim().endsWith("%") ? (n / 100) * whole : n);
}

/** The canvas the logo is drawn on, in user units: its viewBox, else its width and height, else CSS's 300 x 150. */
function canvasOf(svg: SvgNode): { width: number; height: number } {
  const box = (svg.attributes.viewBox ?? "").split(/[\s,]+/).map(Number);
  if (box.length === 4 && (box[2] as number) > 0 && (box[3] as number) > 0) {
    return { width: box[2] as number, height: box[3] as number };
  }
  const width = length(svg.attributes.width, 300);
  const height = length(svg.attributes.height, 150);
  return { width: width > 0 ? width : 300, height: height > 0 ? height : 150 };
}

/** The area a box covers once widened by a stroke of width `stroke`. */
const boxArea = (e: PathExtent, stroke: number) =>
  (Math.max(0, e.maxX - e.minX) + stroke) * (Math.max(0, e.maxY - e.minY) + stroke);

/**
 * What one element fills, in user units (its own geometry, not its children): the box of a path,
 * polygon or line (widened by its stroke), a rectangle, circle or ellipse, a run of text at its font
 * size. Transforms are not followed: each element's share is capped at the whole canvas instead,
 * as a renderer clips what it fills to the canvas.
 */
function ownArea(node: SvgNode, canvas: { width: number; height: number }): { area: number; vertices: number } {
  const a = node.attributes;
  const stroke = a.stroke && a.stroke !== "none" ? length(a["stroke-width"] ?? "1", canvas.width) : 0;
  switch (node.name) {
    case "rect":
    case "image":
      return {
        area: (length(a.width, canvas.width) + stroke) * (length(a.height, canvas.height) + stroke),
        vertices: 4,
      };
    case "circle": {
      const r = length(a.r, Math.hypot(canvas.width, canvas.height) / Math.SQRT2) + stroke / 2;
      return { area: Math.PI * r * r, vertices: 0 };
    }
    case "ellipse":
      return {
        area: Math.PI * (length(a.rx, canvas.width) + stroke / 2) * (length(a.ry, canvas.height) + stroke / 2),
        vertices: 0,
      };
    case "line": {
      const e = pointsExtent(
        `${length(a.x1, canvas.width)},${length(a.y1, canvas.height)} ${length(a.x2, canvas.width)},${length(a.y2, canvas.height)}`,
      );
      return { area: boxArea(e, stroke), vertices: 2 };
    }
    case "path": {
      const e = pathExtent(a.d ?? "");
      return { area: boxArea(e, stroke), vertices: e.vertices };
    }
    case "polygon":
    case "polyline": {
      const e = pointsExtent(a.points ?? "");
      return { area: boxArea(e, stroke), vertices: e.vertices };
    }
    case "text":
    case "tspan":
    case "textPath": {
      const size = length(a["font-size"] ?? "16", canvas.height);
      return { area: node.text.trim().length * size * size, vertices: 0 };
    }
    default:
      return { area: 0, vertices: 0 };
  }
}

/**
 * Counts what an SVG logo draws before anything draws it: its elements with every reference
 * expanded where it is used (a `<use>` of a group of N elements costs N, a `<use>` of that group's
 * `<use>`s multiplies; a pattern, mask or clip path costs its content at each
 * element that refers to it; a marker costs its content at each vertex of the shape it marks; a
 * `url(#...)` inside a `<style>` counts against every element, as any could match it), and the sum
 * of the drawn elements' areas in canvases. Each id is counted once (memoised), so counting is
 * linear in the file even when the drawing is exponential. Throws {@link SvgLogoCostError} for
 * XML that is not well-formed, nesting or reference chains beyond {@link SVG_LOGO_LIMITS}, a
 * reference cycle or one to an id that does not exist.
 *
 * @example
 * ```ts
 * svgLogoCost('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>');
 * // { elements: 2, canvases: 1, references: 0 }
 * ```
 */
export function svgLogoCost(svg: string): SvgLogoCost {
  const root = parseSvg(svg);
  const canvas = canvasOf(root);
  const canvasArea = canvas.width * canvas.height;
  const byId = new Map<string, SvgNode>();
  const styleReferences: string[] = [];
  let references = 0;
  const index = (node: SvgNode) => {
    const id = node.attributes.id;
    if (id !== undefined && !byId.has(id)) byId.set(id, node);
    node.references = referencesOf(node);
    references += node.references.length;
    if (node.name === "style") styleReferences.push(...urlReferences(node.text));
    for (const child of node.children) index(child);
  };
  index(root);
  references += styleReferences.length;

  /** What drawing an element costs, and how deep the references it follows go. */
  interface Cost {
    elements: number;
    canvases: number;
    depth: number;
  }
  const known = new Map<SvgNode, Cost>();
  const counting = new Set<SvgNode>();
  const add = (into: Cost, more: Cost, times = 1) => {
    into.elements += more.elements * times;
    into.canvases += more.canvases * times;
    into.depth = Math.max(into.depth, more.depth);
  };

  /** The cost of drawing what `id` names (the element and its content) where a reference `chain` deep uses it. */
  const referenced = (id: string, chain: number): Cost => {
    const target = byId.get(id);
    if (!target) return { elements: 0, canvases: 0, depth: 0 };
    if (counting.has(target)) throw new SvgLogoCostError(`has a reference cycle through #${id}`);
    let cost = known.get(target);
    if (!cost) {
      counting.add(target);
      cost = ownCost(target, chain + 1);
      for (const child of target.children) add(cost, drawn(child, chain + 1));
      counting.delete(target);
      known.set(target, cost);
    }
    if (chain + 1 + cost.depth > SVG_LOGO_LIMITS.referenceDepth) {
      throw new SvgLogoCostError(
        `nests references more than ${SVG_LOGO_LIMITS.referenceDepth} deep; an SVG logo may nest them at most ${SVG_LOGO_LIMITS.referenceDepth} deep`,
      );
    }
    return { ...cost, depth: cost.depth + 1 };
  };

  /** One element's own drawing and what it refers to, without its children. */
  const ownCost = (node: SvgNode, chain: number): Cost => {
    const { area, vertices } = ownArea(node, canvas);
    const cost: Cost = { elements: 1, canvases: Math.min(1, area / canvasArea), depth: 0 };
    const ids = [...node.references];
    // A stylesheet's reference does not apply inside what it refers to (that would be its own cycle).
    if (area > 0) ids.push(...styleReferences.filter((id) => !counting.has(byId.get(id) as SvgNode)));
    for (const id of ids) {
      // A marker is drawn at each vertex of the shape it marks.
      add(cost, referenced(id, chain), byId.get(id)?.name === "marker" ? Math.max(1, vertices) : 1);
    }
    return cost;
  };

  /** An element where it stands, with its children (nothing for the containers drawn only by reference). */
  const drawn = (node: SvgNode, chain: number): Cost => {
    if (NOT_DRAWN_IN_PLACE.has(node.name)) return { elements: 0, canvases: 0, depth: 0 };
    const cost = ownCost(node, chain);
    for (const child of node.children) add(cost, drawn(child, chain));
    return cost;
  };

  const total = drawn(root, 0);
  return { elements: total.elements, canvases: total.canvases, references };
}

/**
 * Why an SVG logo costs too much to draw ({@link svgLogoCost} against {@link SVG_LOGO_LIMITS}), as a
 * sentence after the field's name, or `undefined` when it is within every limit.
 *
 * @example
 * ```ts
 * svgLogoCostProblem(nestedUses); // "draws 100001 elements once its <use> references are expanded; an SVG logo may draw at most 10000"
 * ```
 */
export function svgLogoCostProblem(svg: string): string | undefined {
  let cost: SvgLogoCost;
  try {
    cost = svgLogoCost(svg);
  } catch (error) {
    if (error instanceof SvgLogoCostError) return error.message;
    throw error;
  }
  if (cost.elements > SVG_LOGO_LIMITS.elements) {
    return `draws ${cost.elements} elements once its <use> references are expanded; an SVG logo may draw at most ${SVG_LOGO_LIMITS.elements}`;
  }
  if (cost.canvases > SVG_LOGO_LIMITS.canvases) {
    return `covers its canvas ${Math.round(cost.canvases)} times over (the areas of its drawn elements added up, references expanded); an SVG logo may cover it at most ${SVG_LOGO_LIMITS.canvases} times`;
  }
  return undefined;
}
