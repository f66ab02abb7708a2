import { describe, expect, it } from "vitest";
import { publicAddressesOnly, publicOrLoopback } from "./address-policy";

describe("the outbound address policy", () => {
  it.each([
    ["IPv4 loopback", "127.0.0.1"],
    ["another loopback", "127.8.9.10"],
    ["IPv6 loopback", "::1"],
    ["unspecified", "0.0.0.0"],
    ["IPv6 unspecified", "::"],
    ["private 10/8", "10.0.0.5"],
    ["private 172.16/12", "172.16.4.1"],
    ["private 192.168/16", "192.168.1.1"],
    ["link-local", "169.254.10.10"],
    ["cloud metadata", "169.254.169.254"],
    ["CGNAT", "100.64.0.1"],
    ["Alibaba metadata (CGNAT)", "100.100.100.200"],
    ["IPv6 link-local", "fe80::1"],
    ["IPv6 unique-local", "fc00::1"],
    ["AWS IPv6 metadata", "fd00:ec2::254"],
    ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
    ["IPv4-mapped metadata", "::ffff:169.254.169.254"],
    ["6to4 wrapping private", "2002:c0a8:0101::1"],
    ["NAT64 wrapping metadata", "64:ff9b::a9fe:a9fe"],
    ["multicast", "224.0.0.1"],
    ["broadcast", "255.255.255.255"],
    ["benchmarking", "198.18.0.1"],
    ["not an address", "example.com"],
  ])("refuses %s (%s)", (_label, address) => {
    expect(publicAddressesOnly(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:93.184.216.34"])("allows public %s", (a) => {
    expect(publicAddressesOnly(a)).toBe(true);
  });

  it("the test policy allows loopback but still refuses private and metadata addresses", () => {
    expect(publicOrLoopback("127.0.0.1")).toBe(true);
    expect(publicOrLoopback("::1")).toBe(true);
    expect(publicOrLoopback("10.0.0.1")).toBe(false);
    expect(publicOrLoopback("169.254.169.254")).toBe(false);
  });
});
