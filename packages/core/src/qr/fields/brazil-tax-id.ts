/** Check digit of the Receita Federal modulo-11 scheme for the given weights (character value = code - 48). */
function checkDigit(body: string, weights: readonly number[]): number {
  const sum = [...body].reduce((total, char, i) => total + (char.charCodeAt(0) - 48) * (weights[i] as number), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Whether `digits` is a valid CPF (Brazilian individual taxpayer number): 11 digits, not all the same, whose last
 * two are the modulo-11 check digits of the first nine and ten.
 *
 * @example
 * ```ts
 * isCpf("11144477735"); // true
 * ```
 */
export function isCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return [9, 10].every((n) => checkDigit(digits.slice(0, n), CPF_WEIGHTS.slice(10 - n)) === Number(digits[n]));
}

/**
 * Whether `value` is a valid CNPJ (Brazilian company number): 12 characters (digits, or from July 2026 also
 * upper-case letters) and two modulo-11 check digits, characters weighted by their code minus 48 as the Receita
 * Federal specifies for the alphanumeric CNPJ.
 *
 * @example
 * ```ts
 * isCnpj("00000000000191"); // true
 * isCnpj("12ABC34501DE35"); // true (alphanumeric)
 * ```
 */
export function isCnpj(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || /^(.)\1{13}$/.test(value)) return false;
  return [12, 13].every((n) => checkDigit(value.slice(0, n), CNPJ_WEIGHTS.slice(13 - n)) === Number(value[n]));
}
