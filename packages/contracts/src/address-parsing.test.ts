import { describe, expect, it } from "vitest";
import {
  addressMessages,
  capitalizeName,
  capitalizeWords,
  checkTypedAddress,
  normalizeUnit,
  parseAddressDescription,
  splitUnit,
  streetWithUnit,
} from "./address-parsing";
import { userInfoSchema } from "./payments";

describe("parseAddressDescription", () => {
  it("parses 'street, city, ST 12345' and drops ', USA'", () => {
    expect(parseAddressDescription("123 Main St, Cheyenne, WY 82001, USA")).toEqual({
      streetAddress: "123 Main St",
      city: "Cheyenne",
      state: "WY",
      zipCode: "82001",
    });
  });

  it("keeps a ZIP+4", () => {
    expect(parseAddressDescription("1600 Pennsylvania Ave NW, Washington, DC 20500-0003, USA")?.zipCode).toBe(
      "20500-0003",
    );
  });

  it("accepts Google's form without a ZIP", () => {
    expect(parseAddressDescription("500 Elm Street, Springfield, IL, USA")).toEqual({
      streetAddress: "500 Elm Street",
      city: "Springfield",
      state: "IL",
    });
  });

  it("appends a unit to the street line after a comma, whichever way it was written", () => {
    expect(parseAddressDescription("123 Main St Apt 4B, Cheyenne, WY 82001, USA")).toMatchObject({
      streetAddress: "123 Main St, Apt 4B",
      unit: "Apt 4B",
    });
    expect(parseAddressDescription("123 Main St, Suite 200, Cheyenne, WY 82001")?.streetAddress).toBe(
      "123 Main St, Suite 200",
    );
    expect(parseAddressDescription("9 Oak Ave #12, Laramie, WY 82070, USA")?.streetAddress).toBe("9 Oak Ave, #12");
  });

  it("refuses what is not a street address", () => {
    expect(parseAddressDescription("Cheyenne, WY, USA")).toBeNull();
    expect(parseAddressDescription("123 Main St, Cheyenne, Wyoming")).toBeNull();
  });
});

describe("units", () => {
  it("normalises designators and marks an unnamed unit with #", () => {
    expect(normalizeUnit("apt 4b")).toBe("Apt 4b");
    expect(normalizeUnit("Apartment 3")).toBe("Apt 3");
    expect(normalizeUnit("ste. 200")).toBe("Suite 200");
    expect(normalizeUnit("UNIT 7")).toBe("Unit 7");
    expect(normalizeUnit("# 7")).toBe("#7");
    expect(normalizeUnit("4B")).toBe("#4B");
    expect(normalizeUnit("  ")).toBe("");
  });

  it("splits a unit off a street line and writes it back after a comma", () => {
    expect(splitUnit("12 Elm Rd Unit 3")).toEqual({ street: "12 Elm Rd", unit: "Unit 3" });
    expect(splitUnit("12 Elm Rd")).toEqual({ street: "12 Elm Rd" });
    expect(streetWithUnit("12 Elm Rd", "apt 5")).toBe("12 Elm Rd, Apt 5");
    expect(streetWithUnit("12 Elm Rd", "")).toBe("12 Elm Rd");
  });
});

describe("capitalizeWords", () => {
  it("upper-cases each word's first letter and lower-cases the rest", () => {
    expect(capitalizeWords("jANE q. pUBLIC")).toBe("Jane Q. Public");
    expect(capitalizeWords("maría  de la cruz ")).toBe("María  De La Cruz ");
  });
});

describe("capitalizeName", () => {
  it("capitalises a word typed all in lower case and keeps every other word as written", () => {
    expect(capitalizeName("jane q. public")).toBe("Jane Q. Public");
    expect(capitalizeName("Angus McDonald")).toBe("Angus McDonald");
    expect(capitalizeName("Siobhan O'Brien")).toBe("Siobhan O'Brien");
    expect(capitalizeName("DeShawn Carter III")).toBe("DeShawn Carter III");
    expect(capitalizeName("maría  de la cruz ")).toBe("María  De La Cruz ");
  });
});

describe("addresses without a house number", () => {
  const sender = { fullName: "Ana Garcia", city: "Jackson", state: "WY", zipCode: "83001" };
  const lines = ["PO Box 123", "P.O. Box 77", "Rural Route 2 Box 9", "RR 2 Box 9", "HC 1 Box 5", "PSC 1234 Box 5678"];

  it("are accepted by the typed-address check and by the server's schema", () => {
    for (const street of lines) {
      expect(checkTypedAddress({ street, city: "Jackson", state: "WY", zipCode: "83001-1234" }, 200)).toEqual({});
      expect(userInfoSchema.safeParse({ ...sender, streetAddress: street }).success).toBe(true);
    }
  });

  it("a field that is not right says what to do", () => {
    expect(checkTypedAddress({ street: " ", city: "", state: "ZZ", zipCode: "8300" }, 200)).toEqual({
      street: addressMessages.street,
      city: addressMessages.city,
      state: addressMessages.state,
      zipCode: addressMessages.zip,
    });
    const bad = userInfoSchema.safeParse({ ...sender, streetAddress: "PO Box 1", state: "ZZ", zipCode: "1234" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual([addressMessages.state, addressMessages.zip].sort());
  });
});
