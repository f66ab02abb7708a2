import fs from "node:fs";
import path from "node:path";
import { salutationFor } from "@civic/contracts/card-text";
import type { Legislator } from "@civic/contracts/legislators";
import { beforeAll, describe, expect, it } from "vitest";
import { SNAPSHOT_DAY } from "../../../test/snapshot-day";
import { DirectoryIndex } from "../legislators/directory-index";
import { parseDirectory } from "../legislators/parse-sources";
import { BUNDLED_SNAPSHOT_DIR as dir } from "../legislators/read-sources";
import { planCard } from "./plan-cards";

const sender = { fullName: "Ana  Lopez", streetAddress: "1 Pine St", city: "Seattle", state: "WA", zipCode: "98101" };

let index: DirectoryIndex;
let rep: Legislator;
let senator: Legislator;
beforeAll(() => {
  const data = parseDirectory({
    legislators: fs.readFileSync(path.join(dir, "legislators-current.yaml"), "utf8"),
    offices: fs.readFileSync(path.join(dir, "legislators-district-offices.yaml"), "utf8"),
    zccd: fs.readFileSync(path.join(dir, "zccd.csv"), "utf8"),
  });
  // On the snapshot's day, when every member in it sat.
  index = new DirectoryIndex(data.legislators, data.zctas, data.offices, () => new Date(SNAPSHOT_DAY));
  const found = index.findByZip("98101")!;
  rep = found.representatives.find((r) => !r.vacant)!;
  senator = found.senators[0]!;
});

const bodyOf = (legislator: Legislator, message: string) =>
  planCard(index, legislator, { message, sender, office: "washington" }).body;

describe("a card's body without the sender's own greeting and sign-off", () => {
  it("leaves off a greeting to no one by name, or to this card's recipient", () => {
    expect(bodyOf(rep, "Dear Representative, please fund transit.")).toBe("Please fund transit.");
    expect(bodyOf(senator, "Hello Senator: please fund transit.")).toBe("Please fund transit.");
    expect(bodyOf(rep, `Dear Rep. ${rep.lastName}, please fund transit.`)).toBe("Please fund transit.");
    expect(bodyOf(rep, "To be honest, transit matters.")).toBe("To be honest, transit matters.");
    expect(bodyOf(rep, "Hi neighbors, transit matters.")).toBe("Hi neighbors, transit matters.");
  });

  it("keeps a greeting to another member, which checkout reports", () => {
    const planned = planCard(index, senator, {
      message: `Dear Rep. ${rep.lastName}, please fund transit.`,
      sender,
      office: "washington",
    });
    expect(planned.body).toBe(`Dear Rep. ${rep.lastName}, please fund transit.`);
    expect(planned.namesOtherMembers).toEqual([`Rep. ${rep.lastName}`]);
  });

  it("leaves off a sign-off with the sender's name, or a bare one, and keeps a thank-you", () => {
    expect(bodyOf(rep, "Please fund transit. Sincerely, Ana Lopez")).toBe("Please fund transit.");
    expect(bodyOf(rep, "Please fund transit. Thanks, Ana")).toBe("Please fund transit.");
    expect(bodyOf(rep, "Please fund transit. Respectfully,")).toBe("Please fund transit.");
    expect(bodyOf(rep, "Please fund transit. Thank you.")).toBe("Please fund transit. Thank you.");
    expect(bodyOf(rep, "Please fund transit. Thanks, Bob")).toBe("Please fund transit. Thanks, Bob");
    expect(bodyOf(rep, "Sincerely hope you fund transit.")).toBe("Sincerely hope you fund transit.");
  });

  it("writes a message that is only a greeting as it came", () => {
    expect(bodyOf(rep, "Dear Representative,")).toBe("Dear Representative,");
  });
});

describe("a card in the sender's language (decision 0122)", () => {
  it("greets and signs off in Spanish, each title as Spanish writes it without guessing a gender", () => {
    const toRep = planCard(index, rep, {
      message: "Por favor, financie el transporte.",
      sender,
      office: "washington",
      language: "es",
    });
    expect(toRep.salutation).toBe(`Honorable representante ${rep.lastName}:`);
    expect(toRep.signOff).toBe("Atentamente,\nAna Lopez");
    const toSenator = planCard(index, senator, {
      message: "¿Por qué no?",
      sender,
      office: "washington",
      language: "es",
    });
    expect(toSenator.salutation).toBe(`Honorable Sen. ${senator.lastName}:`);
    // English as before.
    expect(planCard(index, rep, { message: "Hi.", sender, office: "washington" }).salutation).toBe(
      `Dear Rep. ${rep.lastName},`,
    );
  });

  it("names a state legislator's title in Spanish", () => {
    const es = (title: string) => salutationFor({ title, lastName: "Lee" }, "es");
    expect(es("Senator")).toBe("Honorable Sen. Lee:");
    expect(es("Representative")).toBe("Honorable representante Lee:");
    expect(es("Assemblymember")).toBe("Honorable asambleísta Lee:");
    expect(es("Delegate")).toBe("Honorable Del. Lee:");
    expect(salutationFor({ title: "Delegate", lastName: "Lee" })).toBe("Dear Delegate Lee,");
  });

  it("leaves off the sender's own Spanish greeting and sign-off, which the card writes", () => {
    const planned = (message: string) =>
      planCard(index, senator, { message, sender, office: "washington", language: "es" }).body;
    expect(planned("Estimada senadora: ¿Por qué no hay escuelas para los niños? Atentamente, Ana Lopez")).toBe(
      "¿Por qué no hay escuelas para los niños?",
    );
    expect(planned("Hola vecinos: los niños importan.")).toBe("Hola vecinos: los niños importan.");
  });
});
