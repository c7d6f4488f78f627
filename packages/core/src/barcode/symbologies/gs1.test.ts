import { symbologyTests } from "../../testing/symbology-tests.js";

symbologyTests({
  decodes: [
    // GTIN 0952123454321 → GS1 check 3; (10) is variable length, so FNC1 (ASCII 29) follows it.
    ["gs1_128", "(01)0952123454321(10)ABC123(17)280508", "010952123454321310ABC123\x1d17280508", "Code128"],
    ["ean14", "0952876543210", "0109528765432108", "Code128"],
    ["sscc18", "(00)09528765432101234", "00095287654321012346", "Code128"],
    ["itf14", "1540014128876", "15400141288763", "ITF"],
    ["databar_omni", "0952123454321", "0109521234543213", "DataBarOmni"],
    ["databar_stacked", "(01)09521234543213", "0109521234543213", "DataBarStk"],
    ["databar_stacked_omni", "(01)09521234543213", "0109521234543213", "DataBarStk"],
    // GTIN 1501234567890 → GS1 check 7.
    ["databar_limited", "(01)1501234567890", "0115012345678907", "DataBarLtd"],
    [
      "databar_expanded",
      "(01)09521234543213(10)AB-12(3103)000123",
      "010952123454321310AB-12\x1d3103000123",
      "DataBarExp",
    ],
    ["databar_expanded_stacked", "(01)09521234543213(3103)000123", "01095212345432133103000123", "DataBarExpStk"],
  ],
  texts: [["gs1_128", "(01)0952123454321(10)AB", "010952123454321310AB", "(01)09521234543213(10)AB"]],
  refusals: [
    ["ean14", "09528765432109", "the GS1 mod-10 check digit of 0952876543210 is 8"],
    ["sscc18", "(00)095287654321012345", "the GS1 mod-10 check digit of 09528765432101234 is 6"],
    ["itf14", "15400141288762", "the GS1 mod-10 check digit of 1540014128876 is 3"],
    ["gs1_128", "(01)09521234543214", "the GS1 mod-10 check digit of 0952123454321 is 3 (gs1_128 AI (01))"],
    ["databar_omni", "(01)09521234543214", "check digit of 0952123454321 is 3"],
    ["databar_stacked", "09521234543210", "check digit of 0952123454321 is 3"],
    ["itf14", "154001412887", "must be 13 or 14 digits for itf14"],
    ["gs1_128", "0109521234543213", "must be GS1 element strings with the AIs in parentheses"],
    ["databar_expanded", "01095212345432", "must be GS1 element strings"],
    ["databar_limited", "(01)29521234543213", "must be a GTIN-14 starting with 0 or 1 for databar_limited; got 2"],
    // Rules only the encoder knows: its sentence, never a bare bwipp id.
    ["gs1_128", "(17)991332", "fails the GS1 rules for gs1_128: AI 17"],
    ["databar_expanded", "(01)09521234543213(3103)00012", "fails the GS1 rules for databar_expanded: AI 3103"],
  ],
});
