import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.js";

describe("clientKey", () => {
  it.each([
    ["203.0.113.7", 64, "203.0.113.7"],
    ["::ffff:203.0.113.7", 64, "203.0.113.7"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", 64, "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", 64, "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff::1", 56, "2001:db8:1::/56"],
    ["2001:db8:1:2ff::1", 60, "2001:db8:1:2f0::/60"],
    ["2001:db8::1", 128, "2001:db8::1/128"],
    ["::1", 64, "::/64"],
    ["fe80::1%eth0", 64, "fe80::/64"],
    ["2001:0:0:1:0:0:0:1", 128, "2001:0:0:1::1/128"],
    ["1:2:3:4:5:6:7:8", 128, "1:2:3:4:5:6:7:8/128"],
    ["::ffff:0:0", 64, "0.0.0.0"],
    ["64:ff9b::192.0.2.33", 96, "64:ff9b::/96"],
    ["not an address", 64, "not an address"],
  ])("%s with a /%i prefix is %s", (address, prefix, key) => {
    expect(clientKey(address, prefix)).toBe(key);
  });

  it("gives every address of one /64 the same key and the next /64 another", () => {
    const keys = new Set(
      Array.from({ length: 200 }, (_, i) => clientKey(`2001:db8:0:7:${i.toString(16)}:${(i * 7).toString(16)}::9`)),
    );
    expect([...keys]).toEqual(["2001:db8:0:7::/64"]);
    expect(clientKey("2001:db8:0:8::9")).not.toBe(clientKey("2001:db8:0:7::9"));
  });

  it("keeps exactly the prefix: any address, any prefix, any change of the bits after it", () => {
    fc.assert(
      fc.property(
        fc.ipV6(),
        fc.integer({ min: 1, max: 128 }),
        fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }),
        (address, prefix, noise) => {
          const value = toBigInt(address);
          // An IPv4-mapped address is its IPv4 address, not a prefix (the table above).
          const mapped = (v: bigint) => v >> 32n === 0xffffn;
          if (mapped(value)) return;
          const hostBits = (1n << BigInt(128 - prefix)) - 1n;
          const sibling = fromBigInt((value & ~hostBits) | (noise & hostBits));
          if (mapped(toBigInt(sibling))) return;
          expect(clientKey(sibling, prefix)).toBe(clientKey(address, prefix));
          expect(toBigInt(clientKey(address, prefix).replace(/\/\d+$/, ""))).toBe(value & ~hostBits);
        },
      ),
    );
  });
});

/** An address as a 128-bit number, through the URL parser (an independent IPv6 reader). */
function toBigInt(address: string): bigint {
  const host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = "", tail] = host.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const all = [
    ...groups(head),
    ...Array(8 - groups(head).length - groups(tail ?? "").length).fill("0"),
    ...groups(tail ?? ""),
  ];
  return all.reduce((n, g) => (n << 16n) | BigInt(Number.parseInt(g, 16)), 0n);
}

function fromBigInt(value: bigint): string {
  return Array.from({ length: 8 }, (_, i) => ((value >> BigInt(112 - i * 16)) & 0xffffn).toString(16)).join(":");
}
