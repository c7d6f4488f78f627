import { describe, expect, it } from "vitest";
import { zonedToUtc } from "./event-time.js";

describe("zonedToUtc (RFC 5545 3.3.5)", () => {
  it.each([
    ["20250115T120000", "Europe/Paris", "20250115T110000Z"], // winter, +01:00
    ["20250715T120000", "Europe/Paris", "20250715T100000Z"], // summer, +02:00
    ["20250330T023000", "Europe/Paris", "20250330T013000Z"], // skipped hour: the offset before (+01:00)
    ["20251026T023000", "Europe/Paris", "20251026T003000Z"], // repeated hour: its first occurrence (+02:00)
    ["20251020T180000", "Asia/Kolkata", "20251020T123000Z"],
    ["20250309T023000", "America/New_York", "20250309T073000Z"], // skipped: -05:00 before the change
    ["20251102T013000", "America/New_York", "20251102T053000Z"], // repeated: first, -04:00
    ["20250601T000000", "UTC", "20250601T000000Z"],
    ["19700101T000000", "Pacific/Kiritimati", "19700101T104000Z"], // -10:40 then
  ])("%s in %s is %s", (local, zone, utc) => {
    expect(zonedToUtc(local, zone)).toBe(utc);
  });
});
