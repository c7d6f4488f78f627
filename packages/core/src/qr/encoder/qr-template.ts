import QRCode from "qrcode";

/** What every symbol of one version shares, before its data and mask. */
export interface QrTemplate {
  /** Modules per side. */
  readonly size: number;
  /** Row-major function patterns (finders, separators, timing, alignment, version information, dark module); 0 elsewhere. */
  readonly modules: Uint8Array;
  /** 1 where a module belongs to a function pattern or the format information, never to data. */
  readonly reserved: Uint8Array;
  /** Module index of each data bit in placement order (ISO/IEC 18004 7.7.3: two-column zigzag from the bottom right). */
  readonly order: Uint16Array;
}

const templates = new Map<number, QrTemplate>();

/** Data module indices in placement order: column pairs from the right, up then down, skipping the vertical timing column. */
function placementOrder(reserved: Uint8Array, size: number): Uint16Array {
  const order: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (const column of [right, right - 1]) if (!reserved[row * size + column]) order.push(row * size + column);
    }
  }
  return Uint16Array.from(order);
}

/**
 * The template of a version, made once: the function patterns as `qrcode` draws them for a symbol of
 * that version (so finder, alignment and version-information placement stay those of a well-used
 * library), and the data placement order over the modules they leave.
 *
 * @example
 * ```ts
 * qrTemplate(1).order.length; // 208: 26 codewords of 8 bits
 * ```
 */
export function qrTemplate(version: number): QrTemplate {
  let template = templates.get(version);
  if (!template) {
    const drawn = QRCode.create([{ data: "0", mode: "numeric" }], {
      version,
      errorCorrectionLevel: "L",
      maskPattern: 0,
    });
    const { size, data, reservedBit } = drawn.modules as typeof drawn.modules & { reservedBit: Uint8Array };
    const reserved = Uint8Array.from(reservedBit);
    template = {
      size,
      modules: data.map((dark, at) => (reserved[at] ? dark : 0)),
      reserved,
      order: placementOrder(reserved, size),
    };
    templates.set(version, template);
  }
  return template;
}
