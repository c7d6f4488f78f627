// What a browser project compiles: the browser entries (the QR and barcode functions, and the typed payloads
// of the generation entry) against the packed types, with the DOM's types and
// no @types/node (`"types": []`), so a Node type such as `Buffer` in a signature fails here.
import { barcodeSvg } from "@qrbar/core/barcode";
import { qrPayload } from "@qrbar/core/generate";
import { qrSvg } from "@qrbar/core/qr";
import { BarcodeDetector, scanImage } from "@qrbar/core/scan";

const qr: string = qrSvg("https://example.com/products/4711", { size: 256, errorCorrection: "Q" });
const wifi: string = qrSvg(qrPayload("wifi", { ssid: "Guest", encryption: "WPA", password: "correct horse" }));
const ean: string = barcodeSvg("ean13", "590123412345");
const code128: string = barcodeSvg("code128", "ABC-123", { height: 120 });

const figure = document.createElement("figure");
figure.innerHTML = qr + wifi + ean + code128;
document.body.append(figure);

// The scanner reads what the page draws, in its worker.
const video = document.createElement("video");
const detector = new BarcodeDetector({ formats: ["qr_code", "ean_13"], worker: true });
const codes = await detector.detect(video);
const canvas = document.createElement("canvas");
const { results } = await scanImage(canvas.getContext("2d")?.getImageData(0, 0, 1, 1) ?? canvas, { worker: true });
figure.title = `${codes.map((c) => `${c.format} ${c.rawValue} at ${c.boundingBox.x}`)} ${results.length}`;
