import { defineConfig } from "tsup";

// Two entries: `index` runs anywhere `fetch` does (browsers included); `node` adds file paths to `scan`.
export default defineConfig({
  entry: ["src/index.ts", "src/node.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
});
