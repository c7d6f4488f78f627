import { describe, expect, it } from "vitest";
import { isCnpj, isCpf } from "./brazil-tax-id.js";

describe("CPF", () => {
  it.each(["11144477735", "12345678909", "28779295827"])("%s is valid", (cpf) => {
    expect(isCpf(cpf)).toBe(true);
  });

  it.each([
    ["11144477734", "second check digit"],
    ["11144477725", "first check digit"],
    ["11111111111", "all digits equal"],
    ["1114447773", "10 digits"],
    ["111.444.777-35", "punctuation (callers strip it)"],
  ])("%s is refused (%s)", (cpf) => {
    expect(isCpf(cpf)).toBe(false);
  });
});

describe("CNPJ", () => {
  it.each([
    ["00000000000191", "Banco do Brasil"],
    ["11222333000181", "numeric"],
    ["12ABC34501DE35", "the Receita Federal's alphanumeric example"],
  ])("%s is valid (%s)", (cnpj) => {
    expect(isCnpj(cnpj)).toBe(true);
  });

  it.each([
    ["00000000000192", "second check digit"],
    ["12ABC34501DE36", "alphanumeric, second check digit"],
    ["00000000000000", "all characters equal"],
    ["12abc34501de35", "lower case"],
    ["0000000000019", "13 characters"],
  ])("%s is refused (%s)", (cnpj) => {
    expect(isCnpj(cnpj)).toBe(false);
  });
});
