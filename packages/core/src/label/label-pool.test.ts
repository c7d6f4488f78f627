import { describe, expect, it } from "vitest";
import { BERLIN_TO_TOKYO } from "../testing/label-fixtures.js";
import { createLabelPool } from "./label-pool.js";

describe("createLabelPool", () => {
  it("refuses bad input on the caller's thread: VALIDATION_ERROR, not OVERLOADED, while its queue is full", async () => {
    const pool = createLabelPool({ threads: 1, maxQueue: 0 });
    try {
      const busy = pool.generate(BERLIN_TO_TOKYO);
      let deep: unknown = 1;
      for (let i = 0; i < 5000; i++) deep = { a: deep };
      await expect(pool.generate({ ...BERLIN_TO_TOKYO, sender: deep })).rejects.toMatchObject({
        code: "VALIDATION_ERROR",
      });
      await expect(pool.generate(BERLIN_TO_TOKYO)).rejects.toMatchObject({ code: "OVERLOADED" });
      expect((await busy).format).toBe("PNG");
    } finally {
      await pool.close();
    }
  });
});
