import { symbologyTests } from "../../testing/symbology-tests.js";

symbologyTests({
  decodes: [
    ["pdf417", "PDF417\nline 2", "PDF417\nline 2", "PDF417"],
    ["pdf417_compact", "compact 417", "compact 417", "PDF417"],
    ["micropdf417", "micro 417", "micro 417", "MicroPDF417"],
  ],
  refusals: [
    ["code16k", "Ω", "found U+03A9 at position 1"],
    ["code49", "é", "for code49; found U+00E9"],
    ["codablockf", "é", "for codablockf; found U+00E9"],
    ["micropdf417", "x".repeat(300), "is too long for micropdf417"],
    // Beyond the capacity in digits of the largest symbol: refused before encoding.
    ["pdf417", "x".repeat(2714), "must be 1 to 2713 characters for pdf417"],
    ["pdf417_compact", "x".repeat(2714), "must be 1 to 2713 characters for pdf417_compact"],
    ["micropdf417", "x".repeat(367), "must be 1 to 366 characters for micropdf417"],
    ["code16k", "1".repeat(155), "must be 1 to 154 characters for code16k"],
    ["code49", "1".repeat(82), "must be 1 to 81 characters for code49"],
    ["codablockf", "1".repeat(701), "must be 1 to 700 characters for codablockf"],
  ],
  capacities: [
    ["micropdf417", 366],
    ["code16k", 154],
    ["code49", 81],
  ],
});
