import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emblemLogo, iconSpriteLogo, nestedUseLogo, wordmarkLogo } from "../testing/svg-logos.js";
import { SVG_LOGO_LIMITS, svgLogoCost, svgLogoCostProblem } from "./svg-logo-cost.js";
import { pathExtent } from "./svg-path-extent.js";

const svg = (body: string, box = "0 0 100 100") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="${box}">${body}</svg>`;
const full = '<rect width="100" height="100"/>';

describe("svgLogoCost", () => {
  it.each([
    ["a wordmark with a text path", wordmarkLogo()],
    ["an icon sprite of a dozen <use>", iconSpriteLogo()],
    ["a detailed emblem of 1,200 paths", emblemLogo()],
  ])("leaves %s far inside the limits", (_what, logo) => {
    const cost = svgLogoCost(logo);
    expect(cost.elements).toBeLessThan(SVG_LOGO_LIMITS.elements / 8);
    expect(cost.canvases).toBeLessThan(SVG_LOGO_LIMITS.canvases / 16);
    expect(svgLogoCostProblem(logo)).toBeUndefined();
  });

  it("counts the sprite's uses: each <use> of an 8-path symbol costs the symbol", () => {
    const { elements, references } = svgLogoCost(iconSpriteLogo());
    // svg, g, 12 x (use + symbol + 8 paths)
    expect(elements).toBe(2 + 12 * 10);
    expect(references).toBe(12);
  });

  it("refuses the 1 KB nested-<use> attack of 10^5 full-canvas rectangles, naming the limit", () => {
    const attack = nestedUseLogo(5, 10);
    expect(attack.length).toBeLessThan(1200);
    const cost = svgLogoCost(attack);
    expect(cost.elements).toBeGreaterThan(100_000);
    expect(cost.canvases).toBe(100_000);
    expect(svgLogoCostProblem(attack)).toBe(
      `draws ${cost.elements} elements once its <use> references are expanded; an SVG logo may draw at most ${SVG_LOGO_LIMITS.elements}`,
    );
  });

  it("multiplies nested uses: fan ** levels, whatever the mix of href spellings", () => {
    const body =
      `<defs><rect id="a" width="1" height="1"/><g id="b">${'<use href="#a"/>'.repeat(7)}</g>` +
      `<g id="c">${'<use xlink:href="#b"/>'.repeat(3)}</g></defs><use href="#c"/>`;
    // 1 (svg) + 1 (use) + c: 1 + 3 x (1 + b: 1 + 7 x (1 + 1))
    expect(svgLogoCost(svg(body)).elements).toBe(2 + 1 + 3 * (1 + 1 + 7 * 2));
  });

  it("refuses many full-canvas shapes without a single reference: the area is bounded too", () => {
    const logo = svg(full.repeat(SVG_LOGO_LIMITS.canvases + 1));
    expect(svgLogoCost(logo).canvases).toBe(SVG_LOGO_LIMITS.canvases + 1);
    expect(svgLogoCostProblem(logo)).toMatch(
      new RegExp(
        `covers its canvas ${SVG_LOGO_LIMITS.canvases + 1} times over .*at most ${SVG_LOGO_LIMITS.canvases} times`,
      ),
    );
    expect(svgLogoCostProblem(svg(full.repeat(SVG_LOGO_LIMITS.canvases)))).toBeUndefined();
  });

  it("follows relative path commands: a path of tiny steps that walks the whole canvas covers it", () => {
    const walk = `M0 0 ${"h1 ".repeat(100)}${"v1 ".repeat(100)}${"h-1 ".repeat(100)}z`;
    expect(pathExtent(walk)).toMatchObject({ minX: 0, minY: 0, maxX: 100, maxY: 100 });
    expect(svgLogoCost(svg(`<path d="${walk}"/>`)).canvases).toBe(1);
  });

  it("counts a pattern, mask or clip path at every element that uses it", () => {
    const pattern = `<defs><pattern id="p" width="10" height="10">${full.repeat(10)}</pattern></defs>`;
    const users = '<rect width="1" height="1" fill="url(#p)"/>'.repeat(30);
    expect(svgLogoCost(svg(pattern + users)).canvases).toBeGreaterThan(300);
    expect(svgLogoCostProblem(svg(pattern + users))).toMatch(/covers its canvas/);
  });

  it("counts a marker at every vertex of the shape it marks", () => {
    const marker = `<defs><marker id="m">${'<circle r="1"/>'.repeat(10)}</marker></defs>`;
    const points = Array.from({ length: 1000 }, (_, i) => `${i % 100},${Math.floor(i / 100)}`).join(" ");
    const cost = svgLogoCost(svg(`${marker}<polyline points="${points}" marker-mid="url(#m)"/>`));
    expect(cost.elements).toBeGreaterThan(1000 * 11);
    expect(svgLogoCostProblem(svg(`${marker}<polyline points="${points}" style="marker: url(#m)"/>`))).toMatch(
      /draws \d+ elements/,
    );
  });

  it("counts a url(#...) of a <style> block against every drawn element, as any could match it", () => {
    const logo = svg(
      `<style>.x { mask: url(#heavy) }</style><defs><mask id="heavy">${full.repeat(20)}</mask></defs>${'<rect class="x" width="1" height="1"/>'.repeat(20)}`,
    );
    expect(svgLogoCost(logo).canvases).toBeGreaterThan(400);
  });

  it.each([
    ["a reference cycle", svg('<g id="a"><use href="#a"/></g>'), "has a reference cycle through #a"],
    [
      "a cycle through two groups",
      svg('<defs><g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g></defs><use href="#a"/>'),
      "has a reference cycle",
    ],
    [
      "references nested 20 deep",
      svg(
        `<defs><rect id="c0" width="1" height="1"/>${Array.from({ length: 19 }, (_, i) => `<g id="c${i + 1}"><use href="#c${i}"/></g>`).join("")}</defs><use href="#c19"/>`,
      ),
      `nests references more than ${SVG_LOGO_LIMITS.referenceDepth} deep`,
    ],
    ["elements nested 300 deep", svg(`${"<g>".repeat(300)}${"</g>".repeat(300)}`), "nests elements more than 256 deep"],
    ["XML that is not well-formed", svg("<g>"), "is not well-formed XML"],
    ["a root that is not <svg>", '<html xmlns="http://www.w3.org/1999/xhtml"/>', "its root element is not <svg>"],
  ])("refuses %s", (_what, logo, words) => {
    expect(svgLogoCostProblem(logo)).toContain(words);
  });

  it("never throws, for any markup: a problem or nothing", () => {
    const piece = fc.oneof(
      fc.constantFrom(
        "<g>",
        "</g>",
        "<use href='#a'/>",
        '<g id="a">',
        "<rect width='100' height='100'/>",
        "&amp;",
        "<",
      ),
      fc.constantFrom('<path d="M0 0 a1e308 1 0 1 1 5 5"/>', '<polygon points="1e400,-1e400 0"/>', '<g id="a"/>'),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const problem = svgLogoCostProblem(svg(pieces.join("")));
        expect(problem === undefined || typeof problem === "string").toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
