import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");

/** The lines of the README's first fenced code block. */
function firstCodeBlock(markdown: string): string[] {
  const match = /^```[a-z]*\n([\s\S]*?)^```$/m.exec(markdown);
  if (!match?.[1]) throw new Error("the README has no code block");
  return match[1].trimEnd().split("\n");
}

describe("the README's two commands", () => {
  const [, test] = firstCodeBlock(read("README.md"));

  it("are the whole first code block: one starts the server, one runs every test", () => {
    expect(firstCodeBlock(read("README.md"))).toEqual(["npm start", "npm test"]);
  });

  it("run the scripts that set the clone up first (start.mjs, test.mjs)", () => {
    const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
    expect(scripts.start).toBe("exec node scripts/start.mjs");
    expect(scripts.test).toBe("node scripts/test.mjs");
    for (const script of ["scripts/start.mjs", "scripts/test.mjs"]) {
      expect(read(script)).toMatch(/^import \{ bootstrap \} from "\.\/bootstrap\.mjs";$/m);
      expect(read(script)).toMatch(/^bootstrap\(ROOT\);$/m);
    }
  });

  it("CI runs the test command and nothing else after installing the system packages", () => {
    const commands = read(".ci/run")
      .split("\n")
      .filter((line) => /^(?:pnpm|npm|npx|node|vitest|exec)\b/.test(line));
    expect(commands).toEqual([`exec ${test}`]);
  });
});
