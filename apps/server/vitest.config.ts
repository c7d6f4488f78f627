import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: { include: ["src/**/*.test.ts", "test/**/*.test.ts", "playground/**/*.test.ts"], testTimeout: 30_000 },
});
