import { defineConfig } from "tsup";

export default defineConfig({
  // One `.js` file per source module (dist/ mirrors src/), not one bundle: a bundler keeps every top-level
  // TypeBox call of a file it takes in, so from a single `index.js` a browser app that needs one constant
  // (the core's barcode code imports `BARCODE_TYPES`) got every schema and ~40 KB of TypeBox; per module,
  // `sideEffects: false` lets it drop the files it does not use. `endpoints/routes.js` and `plain.js`
  // import no schema, so the client and the core's barcode functions load those files alone.
  entry: ["src/**/*.ts", "!src/**/*.test.ts", "!src/**/*.test-d.ts"],
  bundle: false,
  // The types stay rolled up, one `.d.ts` per public entry (what the API reports are made of).
  dts: { entry: { index: "src/index.ts", "endpoints/routes": "src/endpoints/routes.ts", plain: "src/plain.ts" } },
  format: ["esm"],
  clean: true,
  sourcemap: true,
  target: "node20",
});
