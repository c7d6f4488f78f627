// The seven mistakes a new user makes, each of which must be a compile error against the packed types
// (`tsc --strict`): an `@ts-expect-error` line fails the check as soon as its mistake compiles again.
// The right calls beside them must compile, so the check also fails when the types refuse good input.
import { generateQr, qrPayload } from "@qrbar/core";
import { barcodeEps, barcodePdf, barcodeSvg } from "@qrbar/core/barcode";
import { generateBarcode } from "@qrbar/core/generate";
import { qrEps, qrPdf, qrSvg } from "@qrbar/core/qr";
import { BarcodeDetector, scanImage } from "@qrbar/core/scan";

const url = "https://example.com/products/4711";

// Right: each of these compiles.
const svg: string = qrSvg(url, { size: 256, fillColor: "#1A237E", errorCorrection: "Q", margin: 2 });
const wifi: string = qrSvg(qrPayload("wifi", { ssid: "Guest", encryption: "WPA", password: "correct horse" }));
const ean: string = barcodeSvg("ean13", "590123412345", { width: 400, height: 200 });
const png: Uint8Array = generateQr({ type: "url", content: { url }, customization: { format: "PNG" } }).bytes;
const code128: Uint8Array = generateBarcode({ type: "code128", content: "ABC-123" }).bytes;
const print: Uint8Array[] = [
  qrPdf(url, { size: 300 }),
  qrEps(url),
  barcodePdf("ean13", "590123412345"),
  barcodeEps("code128", "A"),
];

// 1. A misspelt QR type.
// @ts-expect-error "ulr" is no QR type
qrPayload("ulr", { url });
// @ts-expect-error "ulr" is no QR type
generateQr({ type: "ulr", content: { url } });

// 2. A misspelt content key.
// @ts-expect-error the url type's content has `url`, not `ulr`
qrPayload("url", { ulr: url });
// @ts-expect-error the url type's content has `url`, not `ulr`
generateQr({ type: "url", content: { ulr: url } });

// 3. A misspelt option.
// @ts-expect-error `fromat` is no option
qrSvg(url, { fromat: "SVG" });
// @ts-expect-error `fromat` is no customization field
generateQr({ type: "url", content: { url }, customization: { fromat: "SVG" } });

// @ts-expect-error `fromat` is no option of the print files either
qrPdf(url, { fromat: "PDF" });

// 4. A size in words.
// @ts-expect-error `size` is a number of pixels
qrSvg(url, { size: "big" });
// @ts-expect-error `size` is a number of pixels
generateQr({ type: "url", content: { url }, customization: { size: "big" } });

// 5. A numeric EAN (its leading zeros would be lost).
// @ts-expect-error barcode content is a string
barcodeSvg("ean13", 590123412345);
// @ts-expect-error barcode content is a string
barcodePdf("ean13", 590123412345);
// @ts-expect-error the text of a print file is always OCR-B outlines: there is no font to choose
barcodeEps("ean13", "590123412345", { font: undefined });
// @ts-expect-error barcode content is a string
generateBarcode({ type: "ean13", content: 590123412345 });

// 6. A misspelt top-level key.
// @ts-expect-error `contnet` is no request field
generateQr({ type: "url", contnet: { url } });
// @ts-expect-error `custimization` is no request field
generateBarcode({ type: "ean13", content: "590123412345", custimization: { width: 400 } });

// 7. A lower-case format.
// @ts-expect-error formats are "PNG" or "SVG"
generateQr({ type: "url", content: { url }, customization: { format: "svg" } });
// @ts-expect-error formats are "PNG" or "SVG"
generateBarcode({ type: "ean13", content: "590123412345", customization: { format: "png" } });

// 8. A path where the scanner wants the image.
// @ts-expect-error scanImage reads bytes, a Blob or pixels: read the file first
void scanImage("photo.jpg");
// @ts-expect-error an object is no image
void scanImage({ src: "photo.jpg" });
// @ts-expect-error W3C format names are snake_case
new BarcodeDetector({ formats: ["qrcode"] });

export { code128, ean, png, print, svg, wifi };
