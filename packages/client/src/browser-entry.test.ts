import { readFileSync } from "node:fs";
import { builtinModules, createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));

/** Module specifiers a source file loads at run time (type-only imports and exports are erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(resolve(SRC, file), "utf8");
  const statics = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm)];
  const dynamics = [...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)];
  return [...statics, ...dynamics].map((match) => match[1] as string);
}

/** Every module reached from `entry` at run time: local files by name, packages by specifier. */
function runtimeGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const specifier of runtimeImports(file)) {
      const local = specifier.startsWith(".") ? join(dirname(file), specifier).replace(/\.js$/, ".ts") : undefined;
      if (seen.has(local ?? specifier)) continue;
      seen.add(local ?? specifier);
      if (local) visit(local);
    }
  };
  visit(entry);
  return seen;
}

const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** The contract's route table, the one package the client loads: the endpoints' methods and paths. */
const ROUTES_MODULE = "@qrbar/contract/routes";

describe("entries", () => {
  it("the browser entry loads no Node built-in and no package at run time but the route table", () => {
    const graph = [...runtimeGraph("index.ts")];
    expect(graph.filter((m) => NODE_BUILTINS.has(m) || (!m.endsWith(".ts") && m !== ROUTES_MODULE))).toEqual([]);
    expect(graph).toContain("create-client.ts");
  });

  it("the route table loads nothing at run time", () => {
    const manifest = createRequire(import.meta.url).resolve("@qrbar/contract/package.json");
    const { exports } = JSON.parse(readFileSync(manifest, "utf8"));
    const file = resolve(dirname(manifest), exports["./routes"].source);
    expect(readFileSync(file, "utf8")).toContain("export const ROUTES");
    expect(runtimeImports(file)).toEqual([]);
  });

  it("the Node entry adds only the file-system reading it needs", () => {
    const graph = [...runtimeGraph("node.ts")].filter((m) => !m.endsWith(".ts") && m !== ROUTES_MODULE);
    expect(graph.sort()).toEqual(["node:fs", "node:path", "node:url"]);
  });
});
