import type { GreyImage } from "../scan/image/grey-image.js";

/**
 * For each of `outSize` output pixels, the source pixels it overlaps and their weights (box filter
 * with fractional edges): `first[i]` and `count[i]` index into `weights`, source pixels from `start[i]`.
 */
function boxTaps(inSize: number, outSize: number) {
  const f = inSize / outSize;
  const start = new Int32Array(outSize);
  const count = new Int32Array(outSize);
  const first = new Int32Array(outSize);
  const weights: number[] = [];
  for (let i = 0; i < outSize; i++) {
    const a = i * f;
    const b = a + f;
    start[i] = Math.floor(a);
    first[i] = weights.length;
    for (let s = Math.floor(a); s < Math.min(inSize, Math.ceil(b)); s++)
      weights.push((Math.min(s + 1, b) - Math.max(s, a)) / f);
    count[i] = weights.length - (first[i] as number);
  }
  return { start, count, first, weights: Float64Array.from(weights) };
}

/**
 * Scales a grey image down by averaging the source area under each target pixel (box filter with
 * fractional edges): how a camera sensor's pixels integrate a code seen from further away. Rows
 * are summed in single precision, then columns into 8 bits, truncated at each step: a slight
 * darkening the proof's scores were set with. The taps of each output column and row are worked out
 * once, and the columns are summed a whole row at a time.
 *
 * @example
 * ```ts
 * downscale({ data, width: 300, height: 300 }, 74, 74);
 * ```
 */
export function downscale(image: GreyImage, width: number, height: number): GreyImage {
  const src = image.data;
  const across = boxTaps(image.width, width);
  const down = boxTaps(image.height, height);
  // Horizontal pass into single-precision floats, then vertical: each output pixel weighs the source pixels it overlaps.
  const rows = new Float32Array(width * image.height);
  for (let y = 0; y < image.height; y++) {
    const line = y * image.width;
    for (let x = 0; x < width; x++) {
      const s0 = line + (across.start[x] as number);
      const w0 = across.first[x] as number;
      let v = 0;
      for (let t = 0, n = across.count[x] as number; t < n; t++)
        v = Math.fround(v + (src[s0 + t] as number) * (across.weights[w0 + t] as number));
      rows[y * width + x] = v;
    }
  }
  const out = new Uint8Array(width * height);
  const sums = new Int32Array(width);
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    for (let t = 0, n = down.count[y] as number; t < n; t++) {
      const line = ((down.start[y] as number) + t) * width;
      const w = down.weights[(down.first[y] as number) + t] as number;
      for (let x = 0; x < width; x++) sums[x] = (((sums[x] as number) + (rows[line + x] as number) * w) | 0) & 255;
    }
    out.set(sums, y * width);
  }
  return { data: out, width, height };
}

/**
 * A filter along rows, edges clamped, into single-precision floats: each tap is added over a whole
 * row at once (in kernel order for every pixel, in double precision), so the inner loop runs along
 * memory without a clamp.
 */
function convolveRows(src: Uint8Array, width: number, height: number, kernel: Float64Array): Float32Array {
  const out = new Float32Array(width * height);
  const radius = (kernel.length - 1) / 2;
  const sums = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    const line = y * width;
    for (let i = 0; i < kernel.length; i++) {
      const k = kernel[i] as number;
      const shift = i - radius;
      // Pixels whose tap falls off the left or right edge take the edge pixel.
      const from = Math.min(width, Math.max(0, -shift));
      const to = Math.max(from, Math.min(width, width - shift));
      for (let x = 0; x < from; x++) sums[x] = (sums[x] as number) + (src[line] as number) * k;
      for (let x = from; x < to; x++) sums[x] = (sums[x] as number) + (src[line + x + shift] as number) * k;
      for (let x = to; x < width; x++) sums[x] = (sums[x] as number) + (src[line + width - 1] as number) * k;
    }
    out.set(sums, line);
  }
  return out;
}

/** As {@link convolveRows} along columns, each sum rounded into a byte (through single precision). */
function convolveColumns(src: Float32Array, width: number, height: number, kernel: Float64Array): Uint8Array {
  const out = new Uint8Array(width * height);
  const radius = (kernel.length - 1) / 2;
  const sums = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    for (let i = 0; i < kernel.length; i++) {
      const k = kernel[i] as number;
      const line = Math.min(height - 1, Math.max(0, y + i - radius)) * width;
      for (let x = 0; x < width; x++) sums[x] = (sums[x] as number) + (src[line + x] as number) * k;
    }
    for (let x = 0, at = y * width; x < width; x++, at++) out[at] = Math.round(Math.fround(sums[x] as number));
  }
  return out;
}

/**
 * Gaussian blur of standard deviation `sigma` pixels (separable, edges clamped): an out-of-focus lens.
 *
 * @example
 * ```ts
 * blur(image, 0.7);
 * ```
 */
export function blur(image: GreyImage, sigma: number): GreyImage {
  const radius = Math.ceil(sigma * 3);
  const gauss = Array.from({ length: 2 * radius + 1 }, (_, i) => Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)));
  const sum = gauss.reduce((a, b) => a + b, 0);
  const kernel = Float64Array.from(gauss, (v) => v / sum);
  const { width, height, data } = image;
  const out = convolveColumns(convolveRows(data, width, height, kernel), width, height, kernel);
  return { data: out, width, height };
}

/**
 * Squeezes the grey range to `factor` of itself around mid grey: a dim screen, glare, faded print.
 *
 * @example
 * ```ts
 * lowerContrast(image, 0.4); // black becomes 77, white 178
 * ```
 */
export function lowerContrast(image: GreyImage, factor: number): GreyImage {
  const table = Uint8Array.from({ length: 256 }, (_, v) => Math.round(128 + (v - 128) * factor));
  const out = new Uint8Array(image.data.length);
  for (let i = 0; i < out.length; i++) out[i] = table[image.data[i] as number] as number;
  return { ...image, data: out };
}

/** JPEG's luminance quantisation table (ITU-T T.81 annex K.1), in natural order. */
const LUMA_TABLE = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51,
  87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101,
  72, 92, 95, 98, 112, 100, 103, 99,
];

/** AAN's scale of each DCT frequency: 1, then cos(k * pi / 16) * sqrt(2). */
const AAN_SCALE = Float64Array.from({ length: 8 }, (_, k) => (k === 0 ? 1 : Math.cos((k * Math.PI) / 16) * Math.SQRT2));

/** The fast DCT's rotation constants, from cos(pi / 8) and cos(3 pi / 8) (libjpeg's names in brackets). */
const COS_1 = Math.cos(Math.PI / 8);
const COS_3 = Math.cos((3 * Math.PI) / 8);
const COS_3_R2 = COS_3 * Math.SQRT2; // [0.541196100]
const COS_1_R2 = COS_1 * Math.SQRT2; // [1.306562965]
const TWO_COS_1 = 2 * COS_1; // [1.847759065]
const TWO_COS_3_R2 = 2 * COS_3_R2; // [1.082392200]
const TWO_COS_1_R2 = 2 * COS_1_R2; // [2.613125930]

/**
 * Forward 8-point DCT of `b[at]`, `b[at + step]` ... in place, scaled by {@link AAN_SCALE} and 8 as
 * Arai, Agui and Nakajima's algorithm leaves it (libjpeg's `jfdctflt.c`).
 */
function forward8(b: Float64Array, at: number, step: number): void {
  const d0 = b[at] as number;
  const d1 = b[at + step] as number;
  const d2 = b[at + 2 * step] as number;
  const d3 = b[at + 3 * step] as number;
  const d4 = b[at + 4 * step] as number;
  const d5 = b[at + 5 * step] as number;
  const d6 = b[at + 6 * step] as number;
  const d7 = b[at + 7 * step] as number;
  const t0 = d0 + d7;
  const t7 = d0 - d7;
  const t1 = d1 + d6;
  const t6 = d1 - d6;
  const t2 = d2 + d5;
  const t5 = d2 - d5;
  const t3 = d3 + d4;
  const t4 = d3 - d4;
  const e10 = t0 + t3;
  const e13 = t0 - t3;
  const e11 = t1 + t2;
  const e12 = t1 - t2;
  b[at] = e10 + e11;
  b[at + 4 * step] = e10 - e11;
  const z1 = (e12 + e13) * Math.SQRT1_2;
  b[at + 2 * step] = e13 + z1;
  b[at + 6 * step] = e13 - z1;
  const o10 = t4 + t5;
  const o11 = t5 + t6;
  const o12 = t6 + t7;
  const z5 = (o10 - o12) * COS_3;
  const z2 = COS_3_R2 * o10 + z5;
  const z4 = COS_1_R2 * o12 + z5;
  const z3 = o11 * Math.SQRT1_2;
  const z11 = t7 + z3;
  const z13 = t7 - z3;
  b[at + 5 * step] = z13 + z2;
  b[at + 3 * step] = z13 - z2;
  b[at + step] = z11 + z4;
  b[at + 7 * step] = z11 - z4;
}

/**
 * Inverse 8-point DCT of `b[at]`, `b[at + step]` ... in place, of coefficients scaled by
 * {@link AAN_SCALE} (libjpeg's `jidctflt.c`), the result 8 times the samples.
 */
function inverse8(b: Float64Array, at: number, step: number): void {
  const i0 = b[at] as number;
  const i2 = b[at + 2 * step] as number;
  const i4 = b[at + 4 * step] as number;
  const i6 = b[at + 6 * step] as number;
  const e10 = i0 + i4;
  const e11 = i0 - i4;
  const e13 = i2 + i6;
  const e12 = (i2 - i6) * Math.SQRT2 - e13;
  const t0 = e10 + e13;
  const t3 = e10 - e13;
  const t1 = e11 + e12;
  const t2 = e11 - e12;
  const i1 = b[at + step] as number;
  const i3 = b[at + 3 * step] as number;
  const i5 = b[at + 5 * step] as number;
  const i7 = b[at + 7 * step] as number;
  const z13 = i5 + i3;
  const z10 = i5 - i3;
  const z11 = i1 + i7;
  const z12 = i1 - i7;
  const t7 = z11 + z13;
  const o11 = (z11 - z13) * Math.SQRT2;
  const z5 = (z10 + z12) * TWO_COS_1;
  const o10 = TWO_COS_3_R2 * z12 - z5;
  const o12 = -TWO_COS_1_R2 * z10 + z5;
  const t6 = o12 - t7;
  const t5 = o11 - t6;
  const t4 = o10 + t5;
  b[at] = t0 + t7;
  b[at + 7 * step] = t0 - t7;
  b[at + step] = t1 + t6;
  b[at + 6 * step] = t1 - t6;
  b[at + 2 * step] = t2 + t5;
  b[at + 5 * step] = t2 - t5;
  b[at + 4 * step] = t3 + t4;
  b[at + 3 * step] = t3 - t4;
}

/**
 * One 8 x 8 block (`block`, grey minus 128) through the DCT (rows, then columns), quantised by `q`,
 * and back (columns, then rows) into `out`: Arai, Agui and Nakajima's fast DCT, as libjpeg's float
 * DCT, its coefficients scaled by `scales` (the products of {@link AAN_SCALE}) on the way. Four 8 x 8
 * matrix products took 0.48 against 0.27 ms for a 129 px image.
 */
function jpegBlock(block: Float64Array, q: Float64Array, scales: Float64Array, out: Uint8Array): void {
  for (let r = 0; r < 64; r += 8) forward8(block, r, 1);
  for (let c = 0; c < 8; c++) forward8(block, c, 8);
  for (let i = 0; i < 64; i++) {
    const step = q[i] as number;
    const scale = scales[i] as number;
    // The coefficient is block / (8 * scale); quantised, then scaled again for the inverse.
    block[i] = Math.round((block[i] as number) / (8 * scale) / step) * step * scale;
  }
  for (let c = 0; c < 8; c++) inverse8(block, c, 8);
  for (let r = 0; r < 64; r += 8) inverse8(block, r, 1);
  for (let i = 0; i < 64; i++) out[i] = Math.min(255, Math.max(0, Math.round((block[i] as number) / 8 + 128)));
}

/**
 * What JPEG compression at `quality` (1-100, libjpeg's scaling of the standard table) does to the
 * grey image: each 8 x 8 block through the DCT, quantised, and back. Entropy coding is lossless, so
 * this is the whole of JPEG's loss on luma; no encoder is needed to stand for a phone's JPEG.
 *
 * @example
 * ```ts
 * jpegLoss(image, 30);
 * ```
 */
export function jpegLoss(image: GreyImage, quality: number): GreyImage {
  const scale = quality < 50 ? 5000 / quality : 200 - 2 * quality;
  const q = Float64Array.from(LUMA_TABLE, (v) => Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100))));
  const { width, height, data } = image;
  const out = new Uint8Array(data.length);
  const block = new Float64Array(64);
  const scales = Float64Array.from(
    { length: 64 },
    (_, i) => (AAN_SCALE[i >> 3] as number) * (AAN_SCALE[i & 7] as number),
  );
  const result = new Uint8Array(64);
  // A block of one grey gives the same block every time: such blocks (quiet zone, logo, large
  // modules) are worked out once per grey.
  const flat = new Map<number, Uint8Array>();
  for (let by = 0; by < height; by += 8) {
    for (let bx = 0; bx < width; bx += 8) {
      const first = data[by * width + bx] as number;
      let uniform = true;
      for (let i = 0; i < 64; i++) {
        const x = Math.min(width - 1, bx + (i & 7));
        const y = Math.min(height - 1, by + (i >> 3));
        const v = data[y * width + x] as number;
        if (v !== first) uniform = false;
        block[i] = v - 128;
      }
      let pixels = uniform ? flat.get(first) : undefined;
      if (!pixels) {
        jpegBlock(block, q, scales, result);
        pixels = result;
        if (uniform) flat.set(first, result.slice());
      }
      for (let y = 0; y < 8 && by + y < height; y++)
        for (let x = 0; x < 8 && bx + x < width; x++) out[(by + y) * width + bx + x] = pixels[y * 8 + x] as number;
    }
  }
  return { data: out, width, height };
}
