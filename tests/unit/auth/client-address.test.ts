import { describe, expect, it } from "vitest";
import { clientKey, ipv6Network } from "../../../worker/auth/client-address";

describe("the per-client limit's key", () => {
  it("is the /64 of an IPv6 address, however it is written", () => {
    const network = "2001:db8:85a3:12::/64";
    for (const address of [
      "2001:db8:85a3:12::1",
      "2001:0db8:85a3:0012:ffff:ffff:ffff:ffff",
      "2001:DB8:85A3:12:0:0:0:7",
      "2001:db8:85a3:12:1::",
      "2001:db8:85a3:12::192.0.2.1",
    ])
      expect(ipv6Network(address), address).toBe(network);
    expect(ipv6Network("2001:db8:85a3:13::1")).toBe("2001:db8:85a3:13::/64");
    expect(ipv6Network("::1")).toBe("0:0:0:0::/64");
    expect(ipv6Network("fe80::")).toBe("fe80:0:0:0::/64");
  });

  it("leaves IPv4 and anything that is not an address to be used as it is", () => {
    for (const text of ["192.0.2.7", "local", "2001:db8::1::2", "2001:db8:1:2:3:4:5", "2001:db8:1:2:3:4:5:6:7", "2001:db8:zz::1", "1:2:3:4:5:6:7:8::"])
      expect(ipv6Network(text), text).toBeUndefined();
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 client, not as one network shared by all of them", () => {
    for (const address of ["::ffff:192.0.2.1", "::FFFF:192.0.2.1", "0:0:0:0:0:ffff:192.0.2.1", "::ffff:c000:201"])
      expect(clientKey(address), address).toBe("192.0.2.1");
    expect(clientKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("::ffff:198.51.100.7")).not.toBe(clientKey("::ffff:198.51.100.8"));
    expect(clientKey("192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey("2001:db8:85a3:12::1")).toBe("2001:db8:85a3:12::/64");
    expect(clientKey("local")).toBe("local");
    expect(clientKey("::ffff:300.0.2.1")).toBe("::ffff:300.0.2.1");
  });
});
