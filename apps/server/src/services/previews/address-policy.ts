import ipaddr from "ipaddr.js";

/** Decides whether an outbound fetch may connect to an address (after DNS resolution). */
export type AddressPolicy = (address: string) => boolean;

/**
 * Only globally routable unicast addresses. ipaddr.js names every special range; anything that is
 * not plain "unicast" is refused: loopback, private (10/8, 172.16/12, 192.168/16), link-local
 * (169.254/16, where cloud metadata lives at 169.254.169.254), carrier-grade NAT (100.64/10, e.g.
 * Alibaba's metadata 100.100.100.200), unique-local IPv6 (fc00::/7, e.g. AWS fd00:ec2::254),
 * multicast, reserved, and the IPv6 forms that embed an IPv4 address (mapped, 6to4, Teredo, NAT64),
 * whose IPv4 part is checked instead where ipaddr.js can unwrap it.
 */
export const publicAddressesOnly: AddressPolicy = (address) => {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() turns ::ffff:a.b.c.d into the IPv4 address, so it is judged as IPv4.
    parsed = ipaddr.process(address);
  } catch {
    return false;
  }
  return parsed.range() === "unicast";
};

/** For tests that serve a fake site on 127.0.0.1: loopback allowed, everything else as usual. */
export const publicOrLoopback: AddressPolicy = (address) => {
  if (publicAddressesOnly(address)) return true;
  try {
    return ipaddr.process(address).range() === "loopback";
  } catch {
    return false;
  }
};
