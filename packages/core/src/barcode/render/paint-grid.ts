import { latin1Bytes } from "#platform";
import { toHexColor } from "../../color/hex-color.js";
import { renderMatrixPng } from "../../render/matrix-png.js";
import { renderMatrixSvg } from "../../render/matrix-svg.js";
import { drawMatrixVector } from "../../render/matrix-vector.js";
import type { VectorWriter } from "../../render/vector-writer.js";
import type { BarcodeEngine, GridPainter, GridVectorPainter } from "../engine/barcode-engine.js";
import type { GridSymbol } from "../symbol.js";
import { drawDotsVector, renderDotsPng, renderDotsSvg } from "./dot-grid.js";
import { frameGrid } from "./grid-layout.js";
import { drawHexagonsVector, layoutHexagons, renderHexagonsPng, renderHexagonsSvg } from "./hexagon-grid.js";
import type { Canvas } from "./paint-symbol.js";

/** A painter of one kind of grid, for one format (no closures made per image). */
type KindPainters = { readonly [K in GridSymbol["kind"]]: GridPainter };

const hex = (canvas: Canvas) => [toHexColor(canvas.bar), toHexColor(canvas.background)] as const;

/** The grid writers' SVG is ASCII (hex colours, numbers, path data): latin1 skips UTF-8 encoding. */
const bytes = (svg: string): Uint8Array => latin1Bytes(svg);

const gridOf = (symbol: GridSymbol, c: Canvas) => frameGrid(symbol.matrix, c.quietZone, c.width, c.height);
const hexagonsOf = (c: Canvas) => layoutHexagons(c.quietZone[0], c.width, c.height);

const SVG: KindPainters = {
  modules: (symbol, c) => {
    const grid = gridOf(symbol, c);
    return bytes(renderMatrixSvg(grid.matrix, grid.margin, c.width, c.height, ...hex(c)));
  },
  dots: (symbol, c) => bytes(renderDotsSvg(gridOf(symbol, c), c.width, c.height, ...hex(c))),
  hexagons: (symbol, c) => bytes(renderHexagonsSvg(symbol.matrix, hexagonsOf(c), c.width, c.height, ...hex(c))),
};

/** 1-bit palette PNGs. */
const PNG: KindPainters = {
  modules: (symbol, c) => {
    const grid = gridOf(symbol, c);
    return renderMatrixPng(grid.matrix, grid.layout, c.width, c.height, c.bar, c.background);
  },
  dots: (symbol, c) => renderDotsPng(gridOf(symbol, c), c.width, c.height, c.bar, c.background),
  hexagons: (symbol, c) => renderHexagonsPng(symbol.matrix, hexagonsOf(c), c.width, c.height, c.bar, c.background),
};

/** Shapes for the vector formats (PDF, EPS), with the SVG's geometry. */
const VECTOR: { readonly [K in GridSymbol["kind"]]: GridVectorPainter } = {
  modules: (symbol, c, out) => {
    const grid = gridOf(symbol, c);
    drawMatrixVector(out, grid.matrix, grid.margin, c.width, c.height, c.bar);
  },
  dots: (symbol, c, out) => drawDotsVector(out, gridOf(symbol, c), c.bar),
  hexagons: (symbol, c, out) => drawHexagonsVector(out, symbol.matrix, hexagonsOf(c), c.bar),
};

/**
 * Paints the grids of 2D and stacked symbols (square modules, DotCode's dots, MaxiCode's hexagons) into an
 * image of exactly `canvas.width` x `canvas.height`, as SVG, as a 1-bit palette PNG or as shapes into a
 * {@link VectorWriter} (PDF, EPS) with the SVG's geometry. A canvas too small for
 * the symbol is a `VALIDATION_ERROR` naming the minimum width or height.
 *
 * @example
 * ```ts
 * const svg = GRID_PAINTERS.svg(symbol, { width: 300, height: 300, format: "SVG", bar, background, quietZone: [1, 1] });
 * ```
 */
export const GRID_PAINTERS: BarcodeEngine["paintGrid"] = {
  svg: (symbol, canvas) => SVG[symbol.kind](symbol, canvas),
  png: (symbol, canvas) => PNG[symbol.kind](symbol, canvas),
  vector: (symbol, canvas, out) => VECTOR[symbol.kind](symbol, canvas, out),
};
