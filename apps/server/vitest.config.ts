import { sourceProject, TS_SOURCE_DEPENDENCIES } from "../../vitest.project.js";

export default sourceProject({
  include: ["src/**/*.test.ts", "test/**/*.test.ts", "playground/**/*.test.ts"],
  // *.test-d.ts: route handlers against the contract's schemas, checked by tsc.
  typecheck: { enabled: true, include: ["src/**/*.test-d.ts"], tsconfig: "./tsconfig.type-tests.json" },
  server: TS_SOURCE_DEPENDENCIES,
});
