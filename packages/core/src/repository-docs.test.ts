import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { barcodeCatalog } from "./barcode/barcode-catalog.js";
import { qrCatalog } from "./qr/qr-catalog.js";
import { APP_TYPES } from "./qr/types/apps/index.js";
import { COMMUNICATION_TYPES } from "./qr/types/communication/index.js";
import { PAYMENT_TYPES } from "./qr/types/payments/index.js";

// The repository's prose (READMEs, docs) and sources (TSDoc, run-time texts), read as text: whatever
// they say about the catalogs or name as a file must hold in this repository.
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

function filesIn(folder: string, keep: (name: string) => boolean): string[] {
  const path = join(ROOT, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path, { recursive: true, encoding: "utf8" })
    .filter((name) => keep(name) && !name.split(/[\\/]/).includes("node_modules"))
    .map((name) => join(folder, name));
}

const PACKAGES = ["packages", "apps"].flatMap((group) =>
  readdirSync(join(ROOT, group)).map((name) => join(group, name)),
);
const PROSE = [
  "README.md",
  "bench/README.md",
  ...filesIn("docs", (name) => name.endsWith(".md")),
  ...PACKAGES.map((folder) => join(folder, "README.md")).filter((path) => existsSync(join(ROOT, path))),
];
const SOURCES = PACKAGES.flatMap((folder) =>
  filesIn(join(folder, "src"), (name) => /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name)),
);

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** What a count in a file may be compared with: the whole catalog, or the QR group a file documents. */
function qrCountFor(path: string): number {
  const group = /qr-types-(\w+)\.md$/.exec(path)?.[1];
  const groups: Record<string, number> = {
    apps: APP_TYPES.length,
    communication: COMMUNICATION_TYPES.length,
    payments: PAYMENT_TYPES.length,
  };
  return (group && groups[group]) || qrCatalog().count;
}

interface CountClaim {
  where: string;
  text: string;
  claimed: number;
  lowerBound: boolean;
  actual: number;
}

/**
 * Every "N types", "N+ QR content types", "at least N symbologies", "the N known types" in a file, with
 * the catalog count it speaks of: barcode symbologies when the words are "symbologies" or "barcode"
 * comes shortly before, QR types otherwise.
 */
function countClaims(path: string): CountClaim[] {
  const claims: CountClaim[] = [];
  const pattern =
    /(?<![\w.-])(at least |more than )?(\d+)(\+)? (?:known |QR |content |barcode )*(types|symbologies)\b/g;
  read(path)
    .split("\n")
    .forEach((line, index) => {
      for (const match of line.matchAll(pattern)) {
        const [text, atLeast, digits, plus, noun] = match;
        const before = line.slice(Math.max(0, match.index - 60), match.index + text.length);
        const barcode = noun === "symbologies" || /barcode/i.test(before);
        claims.push({
          where: `${path}:${index + 1}`,
          text,
          claimed: Number(digits),
          lowerBound: Boolean(atLeast || plus),
          actual: barcode ? barcodeCatalog().count : qrCountFor(path),
        });
      }
    });
  return claims;
}

describe("counts in the docs and sources", () => {
  const claims = [...PROSE, ...SOURCES].flatMap(countClaims);

  it("finds the counts it checks (the README's among them)", () => {
    expect(claims.filter((claim) => claim.where.startsWith("README.md:")).length).toBeGreaterThanOrEqual(2);
  });

  it("states each count as the catalogs have it, and each lower bound as one that holds", () => {
    const wrong = claims
      .filter(({ claimed, lowerBound, actual }) => (lowerBound ? claimed > actual : claimed !== actual))
      .map(({ where, text, actual }) => `${where}: "${text}", the catalog has ${actual}`);
    expect(wrong).toEqual([]);
  });
});

/**
 * Every file a document names: the target of a relative Markdown link, and every path ending in `.md`
 * in its text (`docs/decisions.md`, `storage.md`). A name resolves against the naming file's folder,
 * the repository root, or (in a source file's comment) `docs/`.
 */
function namedFiles(path: string): Array<{ where: string; target: string; found: boolean }> {
  const folder = dirname(path);
  const bases = path.endsWith(".md") ? [folder, "."] : [".", "docs"];
  const named: Array<{ where: string; target: string; found: boolean }> = [];
  read(path)
    .split("\n")
    .forEach((line, index) => {
      const links = path.endsWith(".md") ? [...line.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "") : [];
      const mdPaths = [...line.matchAll(/(?<![\w/.-])((?:\.{0,2}[\w-]*\/)*[\w.-]+\.md)\b/g)].map(
        (match) => match[1] ?? "",
      );
      for (const target of new Set([...links, ...mdPaths])) {
        if (/^([a-z]+:|#|\/)/i.test(target)) continue;
        const file = decodeURIComponent(target.replace(/#.*$/, ""));
        const found = bases.some((base) => existsSync(join(ROOT, base, file)));
        named.push({ where: `${path}:${index + 1}`, target, found });
      }
    });
  return named;
}

describe("files the docs and sources name", () => {
  const named = [...PROSE, ...SOURCES].flatMap(namedFiles);

  it("finds the names it checks (the README's links among them)", () => {
    expect(named.filter(({ where }) => where.startsWith("README.md:")).length).toBeGreaterThan(5);
  });

  it("names only files that are in the repository", () => {
    const missing = named.filter(({ found }) => !found).map(({ where, target }) => `${where}: ${target}`);
    expect(missing).toEqual([]);
  });
});
