import { defineConfig } from "tsup";

// Three entries: `index` runs anywhere `fetch` does (browsers included); `node` adds file paths to `scan`;
// `image-url` is the image URL builder alone (pure, no Node built-ins), for pages that only write URLs.
export default defineConfig({
  entry: ["src/index.ts", "src/node.ts", "src/image-url.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
});
