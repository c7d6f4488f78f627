import { sourceProject, TS_SOURCE_DEPENDENCIES } from "../../vitest.project.js";

export default sourceProject({ include: ["src/**/*.test.ts"], server: TS_SOURCE_DEPENDENCIES });
