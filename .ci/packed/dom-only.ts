// What a browser project compiles: the browser entries (the QR and barcode functions, and the typed payloads
// of the generation entry) against the packed types, with the DOM's types and
// no @types/node (`"types": []`), so a Node type such as `Buffer` in a signature fails here.
import { barcodeSvg } from "@qrbar/core/barcode";
import { qrPayload } from "@qrbar/core/generate";
import { qrSvg } from "@qrbar/core/qr";

const qr: string = qrSvg("https://example.com/products/4711", { size: 256, errorCorrection: "Q" });
const wifi: string = qrSvg(qrPayload("wifi", { ssid: "Guest", encryption: "WPA", password: "correct horse" }));
const ean: string = barcodeSvg("ean13", "590123412345");
const code128: string = barcodeSvg("code128", "ABC-123", { height: 120 });

const figure = document.createElement("figure");
figure.innerHTML = qr + wifi + ean + code128;
document.body.append(figure);
