// Print the documented shipping label, a parcel from Berlin to Tokyo, as PDF and PNG with the core library.
// Run: pnpm --filter @qrbar/examples print-label [folder] (default examples/output/)
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { generateLabel } from "@qrbar/core";
import { outputPath } from "./output.js";

const folder = process.argv[2] ?? dirname(outputPath("label.pdf"));
const parcel = {
  sender: {
    name: "Zoë Müller",
    company: "Kiez GmbH",
    lines: ["Alexanderplatz 1"],
    city: "Berlin",
    postal_code: "10178",
    country: "DE",
  },
  recipient: {
    name: "山田 太郎",
    lines: ["1-1 Chiyoda"],
    city: "Tokyo",
    region: "Tokyo",
    postal_code: "100-0001",
    country: "JP",
  },
  service: "EXPRESS",
  tracking_number: "1Z999AA10123456784",
  sscc: "340123450000000000",
  weight_kg: 1.2,
  reference: "ORDER-4711",
  package: { index: 1, count: 2 },
};

for (const format of ["PDF", "PNG"]) {
  const label = await generateLabel({ ...parcel, format, dpi: 203 });
  const file = join(folder, `label.${format.toLowerCase()}`);
  await writeFile(file, label.bytes);
  console.log(
    `wrote ${file}: ${label.format} ${label.width}x${label.height} dots (4 x 6 in at ${label.dpi} dpi), ${label.bytes.length} bytes, SSCC ${label.sscc}`,
  );
}
