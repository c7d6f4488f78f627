import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));

/** Module specifiers a source file loads at run time (type-only imports and exports are erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(join(SRC, file), "utf8");
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

describe("entries", () => {
  it("the browser entry loads no Node built-in and no package at run time", () => {
    const graph = [...runtimeGraph("index.ts")];
    expect(graph.filter((m) => NODE_BUILTINS.has(m) || !m.endsWith(".ts"))).toEqual([]);
    expect(graph).toContain("create-client.ts");
  });

  it("the Node entry adds only the file-system reading it needs", () => {
    const graph = [...runtimeGraph("node.ts")].filter((m) => !m.endsWith(".ts"));
    expect(graph.sort()).toEqual(["node:fs", "node:path", "node:url"]);
  });
});
