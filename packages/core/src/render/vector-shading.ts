import type { Rgb } from "../color/hex-color.js";
import { channel, coordinate } from "./vector-numbers.js";
import type { VectorGradient, VectorStop } from "./vector-writer.js";

const rgb = ({ r, g, b }: Rgb): string => `${channel(r)} ${channel(g)} ${channel(b)}`;

/**
 * The piecewise-linear colour function of a gradient over 0 to 1: one linear (type 2, `N 1`) function per
 * pair of neighbouring stops, stitched (type 3) at the inner stops' offsets, the end colours held from 0 to
 * the first stop and from the last stop to 1, as SVG holds them. Two stops at one offset are a hard step:
 * the segment between them has no width and is left out (a stitching function's bounds must rise).
 */
function stitchedFunction(stops: readonly VectorStop[]): string {
  const first = stops[0] as VectorStop;
  const last = stops[stops.length - 1] as VectorStop;
  const points = [{ offset: 0, color: first.color }, ...stops, { offset: 1, color: last.color }];
  const parts: string[] = [];
  const bounds: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as VectorStop;
    const b = points[i] as VectorStop;
    if (b.offset <= a.offset) continue;
    if (parts.length > 0) bounds.push(a.offset);
    parts.push(`<< /FunctionType 2 /Domain [0 1] /C0 [${rgb(a.color)}] /C1 [${rgb(b.color)}] /N 1 >>`);
  }
  const encode = parts.map(() => "0 1").join(" ");
  const functions = parts.join(" ");
  return `<< /FunctionType 3 /Domain [0 1] /Functions [${functions}] /Bounds [${bounds.map(coordinate).join(" ")}] /Encode [${encode}] >>`;
}

/**
 * A gradient as a shading dictionary in the syntax PDF and PostScript share (`<< /Key value >>`): axial
 * (type 2) or radial (type 3, from a circle of radius 0 at the centre), in DeviceRGB, extended beyond both
 * ends, its coordinates in the content's pixels, and its colours interpolated in sRGB between the stops as
 * SVG does by default. PDF paints it with `sh`, PostScript with `shfill`.
 *
 * @example
 * ```ts
 * shadingDictionary({ kind: "axial", coords: [0, 0, 300, 0], stops }); // "<< /ShadingType 2 ..."
 * ```
 */
export function shadingDictionary(gradient: VectorGradient): string {
  const c = gradient.coords.map(coordinate);
  const [type, coords] = gradient.kind === "axial" ? [2, c] : [3, [c[0], c[1], 0, c[0], c[1], c[2]]];
  return (
    `<< /ShadingType ${type} /ColorSpace /DeviceRGB /Coords [${coords.join(" ")}] /Extend [true true] ` +
    `/Function ${stitchedFunction(gradient.stops)} >>`
  );
}
