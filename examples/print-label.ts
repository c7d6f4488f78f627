// Print the documented shipping label, a parcel from Berlin to Tokyo, as PDF and PNG with the core library.
// Run: pnpm --filter @qrbar/examples print-label [folder] (default examples/output/)
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { LABEL_REQUEST_EXAMPLE } from "@qrbar/contract";
import { generateLabel } from "@qrbar/core";
import { outputPath } from "./output.js";

const folder = process.argv[2] ?? dirname(outputPath("label.pdf"));

// The documented request (sender, recipient, service, tracking number, SSCC, weight, package 1 of 2),
// printed in each format at 203 dpi.
for (const format of ["PDF", "PNG"]) {
  const label = await generateLabel({ ...LABEL_REQUEST_EXAMPLE, format, dpi: 203 });
  const file = join(folder, `label.${format.toLowerCase()}`);
  await writeFile(file, label.bytes);
  console.log(
    `wrote ${file}: ${label.format} ${label.width}x${label.height} dots (4 x 6 in at ${label.dpi} dpi), ${label.bytes.length} bytes, SSCC ${label.sscc}`,
  );
}
