/** Bars read left to right: the shape and catalog family of every linear symbology. */
export const LINEAR_BARS = { shape: "bars", family: "linear" } as const;

/** Linear bars with the 10-module quiet zones most linear symbologies take. */
export const LINEAR_10 = { ...LINEAR_BARS, quietZone: [10, 10] } as const;
