import { defineConfig } from "vitest/config";

// vitest 4 (pinned: vitest 5 needs Node 22) replaced `vitest.workspace.ts` with `test.projects` in
// the root config: every package's tests run from here (`pnpm vitest run`, or `npm test` for every check).
export default defineConfig({
  resolve: { conditions: ["source"] },
  test: {
    // One temporary folder for the whole run, removed at its end (tests need not clean up).
    globalSetup: ["./vitest.temp-dir.ts"],
    projects: ["packages/*", "apps/*"],
  },
});
