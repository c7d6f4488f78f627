import { sourceProject } from "../../vitest.project.js";

export default sourceProject({
  include: ["src/**/*.test.ts"],
  // *.test-d.ts: the public types against the contract's schemas, checked by tsc.
  typecheck: { enabled: true, include: ["src/**/*.test-d.ts"], tsconfig: "./tsconfig.type-tests.json" },
});
