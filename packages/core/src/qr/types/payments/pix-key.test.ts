import { describe, expect, it } from "vitest";
import { toPixKey } from "./pix-key.js";

describe("toPixKey (DICT key types)", () => {
  it.each([
    ["123E4567-E12B-12D1-A456-426655440000", "123e4567-e12b-12d1-a456-426655440000", "random key (EVP)"],
    ["fulano@example.com", "fulano@example.com", "e-mail"],
    ["Fulano.Tal@Example.COM", "fulano.tal@example.com", "e-mail, lower-cased as the DICT holds it"],
    ["+55 61 98888-7777", "+5561988887777", "mobile phone"],
    ["+551133334444", "+551133334444", "landline"],
    ["111.444.777-35", "11144477735", "CPF"],
    ["00.000.000/0001-91", "00000000000191", "CNPJ"],
    ["12.ABC.345/01DE-35", "12ABC34501DE35", "alphanumeric CNPJ"],
  ])("%s is %s (%s)", (raw, key) => {
    expect(toPixKey(raw, "content.key")).toBe(key);
  });

  it.each([
    ["111.444.777-34", "is not a valid CPF: its check digits do not match"],
    ["11111111111", "is not a valid CPF: its check digits do not match"],
    ["00.000.000/0001-92", "is not a valid CNPJ: its check digits do not match"],
    ["+1 415 555 0123", "must be a Brazilian phone number for a Pix phone key"],
    ["+55 61 9888", "must be a Brazilian phone number for a Pix phone key"],
    ["not an address@", "is not a valid e-mail Pix key (at most 77 characters)"],
    [`${"a".repeat(70)}@example.com`, "is not a valid e-mail Pix key (at most 77 characters)"],
    ["12345", "must be a Pix key: a CPF (11 digits), a CNPJ (14 characters)"],
  ])("refuses %s: %s", (raw, message) => {
    expect(() => toPixKey(raw, "content.key")).toThrow(`content.key ${message}`);
  });
});
