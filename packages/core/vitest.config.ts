import { sourceProject } from "../../vitest.project.js";

export default sourceProject({
  include: ["src/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"],
  // *.test-d.ts: what a library user must not be able to write (misspelt types, keys and options), checked by tsc.
  typecheck: { enabled: true, include: ["src/**/*.test-d.ts"], tsconfig: "./tsconfig.type-tests.json" },
});
