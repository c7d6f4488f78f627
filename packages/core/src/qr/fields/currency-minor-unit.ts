/**
 * ISO 4217 numeric currency codes whose minor unit is not 2 decimals (ISO 4217 list one, "Minor unit" column):
 * 0 for the yen, won, dong, CFA francs, ...; 3 for the dinars and rials of Bahrain, Iraq, Jordan, Kuwait, Libya,
 * Oman and Tunisia; 4 for the Chilean and Uruguayan units of account.
 */
const MINOR_UNITS: Readonly<Record<string, number>> = {
  "108": 0, // BIF
  "152": 0, // CLP
  "174": 0, // KMF
  "262": 0, // DJF
  "324": 0, // GNF
  "352": 0, // ISK
  "392": 0, // JPY
  "410": 0, // KRW
  "548": 0, // VUV
  "600": 0, // PYG
  "646": 0, // RWF
  "704": 0, // VND
  "800": 0, // UGX
  "940": 0, // UYI
  "950": 0, // XAF
  "952": 0, // XOF
  "953": 0, // XPF
  "048": 3, // BHD
  "368": 3, // IQD
  "400": 3, // JOD
  "414": 3, // KWD
  "434": 3, // LYD
  "512": 3, // OMR
  "788": 3, // TND
  "927": 4, // UYW
  "990": 4, // CLF
};

/**
 * Decimals an amount in a currency may have: its ISO 4217 minor unit (2 for every currency not listed otherwise).
 *
 * @example
 * ```ts
 * minorUnit("392"); // 0 (JPY)
 * minorUnit("978"); // 2 (EUR)
 * ```
 */
export const minorUnit = (numericCode: string): number => MINOR_UNITS[numericCode] ?? 2;
