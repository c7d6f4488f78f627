import { fileURLToPath } from "node:url";
import { defineProject, type UserWorkspaceConfig } from "vitest/config";

/**
 * Dependencies published with a "source" export condition pointing at TypeScript (the MCP SDK's
 * client uses it): transformed by vitest instead of loaded by Node, which cannot run .ts.
 */
export const TS_SOURCE_DEPENDENCIES = { deps: { inline: [/@modelcontextprotocol\/sdk/, "eventsource-parser"] } };

/**
 * A package's test project: workspace packages resolved to their TypeScript sources through the
 * "source" export condition (no build needed), 30 s per test, fast-check's seed fixed in CI
 * (`vitest.fast-check.ts`), and the package's own `test` options.
 *
 * @example
 * ```ts
 * export default sourceProject({ include: ["src/**\/*.test.ts"] });
 * ```
 */
export function sourceProject(test: NonNullable<UserWorkspaceConfig["test"]>): UserWorkspaceConfig {
  return defineProject({
    resolve: { conditions: ["source"] },
    ssr: { resolve: { conditions: ["source"] } },
    test: {
      testTimeout: 30_000,
      setupFiles: [fileURLToPath(new URL("./vitest.fast-check.ts", import.meta.url))],
      ...test,
    },
  });
}
