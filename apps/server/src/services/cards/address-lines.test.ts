import { describe, expect, it } from "vitest";
import { type Card, layoutBack } from "./card-layout";

const card = (streetAddress: string, zipCode = "83001"): Card => ({
  salutation: "Dear Rep. Hageman,",
  body: "Please fund rural mail routes.",
  signOff: "Sincerely,\nAngus McDonald",
  sender: { fullName: "Angus McDonald", streetAddress, city: "Jackson", state: "WY", zipCode },
  recipient: {
    title: "Rep.",
    name: "Harriet M. Hageman",
    address: { street: "1531 Longworth House Office Building", city: "Washington", state: "DC", zip: "20515" },
  },
});

// The print shop's PDF and PNGs and the preview are drawn from this layout: what it writes is on the card.
describe("the return address on the card", () => {
  it.each([
    ["PO Box 123", "83001-0123"],
    ["Rural Route 2 Box 9", "83001"],
    ["HC 1 Box 5", "83001"],
    ["PO Box 77, Attn Angus", "83001"],
  ])("writes %s as typed, with the name kept as written", async (street, zip) => {
    const { from } = await layoutBack(card(street, zip));
    const written = from.lines.join("\n");
    expect(written).toContain("Angus McDonald");
    expect(written.replace(/\n/g, " ")).toContain(street);
    expect(written).toContain(`Jackson, WY ${zip}`);
  });
});
