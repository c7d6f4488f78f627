import { defineConfig } from "tsup";

export default defineConfig({
  // `routes` and `plain` alone: the client loads the endpoints' methods and paths, the core's barcode functions
  // the barcode constants, without a schema, each in one file (no chunk shared with `index`, so that file is all
  // it loads).
  entry: { index: "src/index.ts", routes: "src/endpoints/routes.ts", plain: "src/plain.ts" },
  splitting: false,
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "node20",
});
