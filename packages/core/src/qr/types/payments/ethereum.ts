import { EthereumContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { definedFields } from "../../fields/defined-fields.js";
import { checkEthereumAddress } from "../../fields/ethereum-address.js";
import { formatQuery, parseQuery } from "../../fields/uri-query.js";
import { definePaymentType } from "./define-payment-type.js";

const MAX_UINT256 = 2n ** 256n - 1n;

/**
 * An amount in the token's smallest unit as a whole number: digits, or the scientific notation ERC-681 allows
 * (`2.014e18`) as long as it is whole. Throws a `VALIDATION_ERROR` on `field`.
 */
function toBaseUnits(value: string, field: string): string {
  const match = /^(\d+)(?:\.(\d+))?(?:[eE](\d+))?$/.exec(value);
  const [, integer = "", fraction = "", exponent = "0"] = match ?? [];
  const shift = Number(exponent);
  if (!match || fraction.replace(/0+$/, "").length > shift) {
    throw QrbarError.field(
      field,
      "must be a whole number of the smallest unit (wei), such as 1000000000000000000 or 1e18",
    );
  }
  // 2^256 has 78 digits: a larger exponent is either zero or too large, and is not expanded.
  const units = shift > 100 ? MAX_UINT256 + 1n : BigInt(integer + fraction.padEnd(shift, "0"));
  if (units > MAX_UINT256) throw QrbarError.field(field, "must fit in 256 bits");
  return units.toString();
}

/**
 * An Ethereum payment request (ERC-681): `ethereum:<address>[@<chain id>]?value=<wei>` for ether, or
 * `ethereum:<token>[@<chain id>]/transfer?address=<recipient>&uint256=<amount>` for an ERC-20 token. Addresses are
 * written with their EIP-55 checksum; a mixed-case address given must already carry a valid one.
 */
export const ethereum = definePaymentType({
  key: "ethereum",
  label: "Ethereum payment (ERC-681)",
  schema: EthereumContentSchema,
  example: { address: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", chain_id: 1, value: "2014000000000000000" },
  build: (content) => {
    const address = checkEthereumAddress(content.address, "content.address");
    const chain = content.chain_id === undefined ? "" : `@${content.chain_id}`;
    const value = content.value === undefined ? undefined : toBaseUnits(content.value, "content.value");
    if (content.token === undefined) return `ethereum:${address}${chain}${formatQuery([["value", value]])}`;
    const token = checkEthereumAddress(content.token, "content.token");
    return `ethereum:${token}${chain}/transfer${formatQuery([
      ["address", address],
      ["uint256", value],
    ])}`;
  },
  read: (payload) => {
    const match = /^ethereum:(?:pay-)?(0x[0-9a-f]{40})(?:@(\d+))?(?:\/(transfer))?(?:\?(.*))?$/i.exec(payload);
    const query = match && parseQuery(match[4] ?? "");
    if (!query) return undefined;
    const [, target = "", chain, transfer] = match;
    const value = query.get(transfer ? "uint256" : "value");
    return definedFields({
      address: transfer ? (query.get("address") ?? "") : target,
      chain_id: chain === undefined ? undefined : Number(chain),
      value: value === undefined ? undefined : toBaseUnits(value, "content.value"),
      token: transfer ? target : undefined,
    });
  },
});
