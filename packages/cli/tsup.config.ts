import { defineConfig } from "tsup";

// `main` is the `qrbar` binary; `index` lets a program run the same command lines in-process.
export default defineConfig({
  entry: ["src/index.ts", "src/main.ts"],
  format: ["esm"],
  dts: { entry: ["src/index.ts"] },
  clean: true,
  sourcemap: true,
  target: "node20",
});
