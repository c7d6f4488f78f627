import { isIPv4, isIPv6 } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** The IPv6 prefix length that names one client by default: a /64, what one subscriber line is given. */
export const DEFAULT_IPV6_CLIENT_PREFIX = 64;

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Who is asking, as every budget counts it (rate limit, stored bytes, pool shares): the client's
     * IPv4 address, or its IPv6 address cut to the configured prefix (`2001:db8:1:2::/64`).
     */
    readonly client: string;
  }
}

/**
 * The client an address belongs to: an IPv4 address (IPv4-mapped IPv6 included) as itself, an IPv6
 * address as its first `ipv6Prefix` bits in CIDR form, since one subscriber holds a whole /64 and would
 * otherwise get a fresh budget for every address in it. Anything else is kept as given.
 *
 * @example
 * ```ts
 * clientKey("2001:db8:1:2:aaaa::1", 64); // "2001:db8:1:2::/64"
 * clientKey("::ffff:203.0.113.7", 64); // "203.0.113.7"
 * ```
 */
export function clientKey(address: string, ipv6Prefix: number = DEFAULT_IPV6_CLIENT_PREFIX): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
  }
  const masked = groups.map((group, i) => {
    const kept = Math.min(16, Math.max(0, ipv6Prefix - i * 16));
    return group & ((0xffff << (16 - kept)) & 0xffff);
  });
  return `${formatIpv6(masked)}/${ipv6Prefix}`;
}

/**
 * The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two
 * groups, a zone id dropped). Node parses addresses only inside sockets; this is the one place that
 * needs the groups, and the package that does it (ipaddr.js) exports CommonJS this strict ESM build
 * cannot import by name.
 */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!isIPv4(group)) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = "", tail] = (address.split("%")[0] ?? "").split("::");
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** Groups in RFC 5952 form: lower-case hex, the longest run of two or more zero groups as `::`. */
function formatIpv6(groups: readonly number[]): string {
  let best = { start: -1, length: 1 };
  for (let i = 0; i < groups.length; ) {
    let end = i;
    while (groups[end] === 0) end++;
    if (end - i > best.length) best = { start: i, length: end - i };
    i = Math.max(end, i + 1);
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(":");
  return `${hex.slice(0, best.start).join(":")}::${hex.slice(best.start + best.length).join(":")}`;
}

/** Options of {@link clientKeyPlugin}. */
export interface ClientKeyOptions {
  /** Bits of an IPv6 address that name one client (`IPV6_CLIENT_PREFIX`, default 64). */
  readonly ipv6Prefix?: number;
}

/**
 * Decorates every request with `request.client` ({@link clientKey} of `request.ip`, which honours
 * `TRUST_PROXY`), the one name every per-client budget uses.
 */
export const clientKeyPlugin = fp(async (app: FastifyInstance, options: ClientKeyOptions) => {
  const prefix = options.ipv6Prefix ?? DEFAULT_IPV6_CLIENT_PREFIX;
  app.decorateRequest("client", {
    getter(this: { ip: string }) {
      return clientKey(this.ip, prefix);
    },
  });
});
