import { describe, expect, it } from "vitest";
import { heldCardReason, heldCardReasonInSpanish } from "./term-ended-card";

describe("a held card's reason in Spanish (decision 0121)", () => {
  it("reads back the stored English reason's facts", () => {
    const rep = { title: "Rep.", name: "Jared Moskowitz" };
    expect(heldCardReasonInSpanish(heldCardReason(rep, "2027-01-03"))).toBe(
      "El mandato de Rep. Jared Moskowitz terminó el 3 de enero de 2027, antes de que pidiéramos esta postal al servicio de envío. No se ha enviado: la guardamos hasta que usted elija.",
    );
    expect(heldCardReasonInSpanish(heldCardReason(rep, null))).toBe(
      "Rep. Jared Moskowitz ya no figura en nuestro directorio de miembros en ejercicio del Congreso. No se ha enviado: la guardamos hasta que usted elija.",
    );
    expect(
      heldCardReasonInSpanish(heldCardReason({ title: "Sen.", name: "Ana Ruiz", type: "state_legislator" }, null)),
    ).toBe(
      "Sen. Ana Ruiz ya no figura en nuestra lista de miembros en ejercicio de la legislatura estatal. No se ha enviado: la guardamos hasta que usted elija.",
    );
  });

  it("says a general Spanish sentence for a reason it does not know, never the English", () => {
    expect(heldCardReasonInSpanish("Something else.")).toBe(
      "Quien ocupaba este escaño ya no lo ocupa. No se ha enviado: la guardamos hasta que usted elija.",
    );
  });
});
