import { QrbarError } from "../../../errors/qrbar-error.js";
import { decodeCashAddress } from "../../fields/cashaddr.js";
import { BITCOIN, checkCoinAddress, DOGECOIN, LITECOIN } from "../../fields/coin-address.js";
import { defineBip21Coin } from "./bip21-coin.js";

/** Bitcoin (BIP 21): `bitcoin:<address>?amount=&label=&message=&lightning=`. */
export const bitcoin = defineBip21Coin({
  key: "bitcoin",
  label: "Bitcoin payment",
  scheme: "bitcoin",
  maxAmount: "21000000",
  checkAddress: (address, field) => checkCoinAddress(address, BITCOIN, field),
  example: {
    address: "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu",
    amount: "0.0005",
    label: "Luke-Jr",
    message: "Donation for project xyz",
  },
});

/** Litecoin (BIP 21 style): `litecoin:<address>?amount=&label=&message=`. */
export const litecoin = defineBip21Coin({
  key: "litecoin",
  label: "Litecoin payment",
  scheme: "litecoin",
  maxAmount: "84000000",
  checkAddress: (address, field) => checkCoinAddress(address, LITECOIN, field),
  example: { address: "LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9", amount: "0.25", label: "Litecoin Foundation" },
});

/** Dogecoin (BIP 21 style): `dogecoin:<address>?amount=&label=&message=`. */
export const dogecoin = defineBip21Coin({
  key: "dogecoin",
  label: "Dogecoin payment",
  scheme: "dogecoin",
  maxAmount: "1000000000000",
  checkAddress: (address, field) => checkCoinAddress(address, DOGECOIN, field),
  example: { address: "DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L", amount: "42", message: "Such payment" },
});

/**
 * A CashAddr for the `bitcoincash:` URI: with or without the `bitcoincash:` prefix, mainnet only; returned without
 * the prefix, lower-case, since the URI scheme is the prefix.
 */
function checkCashAddress(address: string, field: string): string {
  const decoded = decodeCashAddress(address, "bitcoincash");
  if (!decoded) {
    throw QrbarError.field(
      field,
      "fails the CashAddr check (one letter case, base32 characters, 40-bit checksum, hash length)",
    );
  }
  if (decoded.prefix !== "bitcoincash") {
    throw QrbarError.field(
      field,
      `must be a Bitcoin Cash mainnet address (bitcoincash:...); got prefix ${decoded.prefix}`,
    );
  }
  return address.toLowerCase().replace(/^bitcoincash:/, "");
}

/** Bitcoin Cash (CashAddr in a BIP 21 style URI): `bitcoincash:<cashaddr>?amount=&label=&message=`. */
export const bitcoincash = defineBip21Coin({
  key: "bitcoincash",
  label: "Bitcoin Cash payment",
  scheme: "bitcoincash",
  maxAmount: "21000000",
  checkAddress: checkCashAddress,
  example: { address: "qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a", amount: "0.1", label: "Coffee" },
});
