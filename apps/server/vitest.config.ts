import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "playground/**/*.test.ts"],
    testTimeout: 30_000,
    // *.test-d.ts: route handlers against the contract's schemas, checked by tsc.
    typecheck: { enabled: true, include: ["src/**/*.test-d.ts"], tsconfig: "./tsconfig.type-tests.json" },
    // Published with a "source" export condition pointing at TypeScript (the MCP SDK's client uses
    // it): transformed by vitest instead of loaded by Node, which cannot run .ts.
    server: { deps: { inline: [/@modelcontextprotocol\/sdk/, "eventsource-parser"] } },
  },
});
