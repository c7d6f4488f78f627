import { sourceProject } from "../../vitest.project.js";

export default sourceProject({ include: ["src/**/*.test.ts", "test/**/*.test.ts"] });
