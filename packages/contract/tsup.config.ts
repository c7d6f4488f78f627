import { defineConfig } from "tsup";

export default defineConfig({
  // `routes` alone: the client loads the endpoints' methods and paths without a schema, in one file
  // (no chunk shared with `index`, so that file is all it loads).
  entry: { index: "src/index.ts", routes: "src/endpoints/routes.ts" },
  splitting: false,
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "node20",
});
