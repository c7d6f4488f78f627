import { symbologyTests } from "../../testing/symbology-tests.js";

/** UPS structured carrier messages (ISO 15434 format 01 inside [)> RS ... EOT). */
const [RS, GS, EOT] = ["\x1e", "\x1d", "\x04"];
const UPS_US = `[)>${RS}01${GS}96152382802${GS}840${GS}001${GS}1Z00004951${GS}UPSN${GS}06X610${GS}159${GS}1234567${GS}1/1${GS}${GS}Y${GS}634 ALPHA DR${GS}PITTSBURGH${GS}PA${RS}${EOT}`;
const UPS_GB = `[)>${RS}01${GS}961A2B3C${GS}826${GS}001${GS}1Z00004951${GS}UPSN${GS}06X610${GS}159${GS}1234567${GS}1/1${GS}${GS}Y${GS}1 HIGH ST${GS}LONDON${GS}${RS}${EOT}`;

symbologyTests({
  decodes: [
    ["datamatrix", "Data Matrix äöü 12345", "Data Matrix äöü 12345", "DataMatrix"],
    ["datamatrix_rectangular", "RECT 123", "RECT 123", "DataMatrix"],
    ["gs1_datamatrix", "(01)09521234543213(17)280508(10)ABCD1234", "01095212345432131728050810ABCD1234", "DataMatrix"],
    ["qrcode", "https://example.com/q?x=1", "https://example.com/q?x=1", "QRCode"],
    ["gs1_qrcode", "(01)09521234543213(10)ABC123", "010952123454321310ABC123", "QRCode"],
    ["microqr", "HELLO 12", "HELLO 12", "MicroQRCode"],
    ["rmqr", "rMQR test 42", "rMQR test 42", "RMQRCode"],
    ["aztec", "Aztec ÄÖ 1234", "Aztec ÄÖ 1234", "Aztec"],
    ["aztec_rune", "7", "007", "Aztec"],
    ["maxicode", "MAXICODE Grüße 42", "MAXICODE Grüße 42", "MaxiCode"],
    // UPS structured carrier messages: mode 2 (US numeric postcode) and mode 3 (alphanumeric).
    ["maxicode", UPS_US, UPS_US, "MaxiCode"],
    ["maxicode", UPS_GB, UPS_GB, "MaxiCode"],
  ],
  texts: [["aztec_rune", "42", "042", "42"]],
  refusals: [
    ["gs1_datamatrix", "(01)09521234543214(10)A", "check digit of 0952123454321 is 3"],
    ["maxicode", "5 €", "may only hold ISO 8859-1 (Latin-1) characters for maxicode; found U+20AC at position 3"],
    ["aztec_rune", "256", "must be a whole number from 0 to 255"],
    ["datamatrix", "x".repeat(3000), "is too long for datamatrix (3000 characters)"],
    ["datamatrix_rectangular", "x".repeat(98), "is too long for datamatrix_rectangular"],
    ["qrcode", "x".repeat(4000), "is too long for qrcode"],
    ["microqr", "x".repeat(30), "is too long for microqr"],
    ["rmqr", "x".repeat(300), "is too long for rmqr"],
    ["maxicode", "x".repeat(120), "is too long for maxicode"],
    ["hanxin", "x".repeat(4000), "is too long for hanxin"],
    // Beyond the capacity in digits of the largest symbol: refused before encoding.
    ["datamatrix", "1".repeat(3117), "must be 1 to 3116 characters for datamatrix; got 3117"],
    ["datamatrix_rectangular", "1".repeat(99), "must be 1 to 98 characters"],
    ["microqr", "1".repeat(36), "must be 1 to 35 characters for microqr"],
    ["rmqr", "1".repeat(362), "must be 1 to 361 characters for rmqr"],
    ["aztec", "x".repeat(3833), "must be 1 to 3832 characters for aztec; got 3833"],
    ["dotcode", "x".repeat(2001), "must be 1 to 2000 characters for dotcode"],
    ["maxicode", "1".repeat(139), "must be 1 to 138 characters for maxicode"],
  ],
  capacities: [
    ["datamatrix", 3116],
    ["datamatrix_rectangular", 98],
    ["microqr", 35],
    ["rmqr", 361],
    ["maxicode", 138],
  ],
});
