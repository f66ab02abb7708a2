import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "../harness";
import { orderBody } from "./order-fixtures";

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ RATE_LIMIT_ENABLED: "false" });
});
afterAll(async () => {
  await rt?.stop();
});

const withMessage = (finalMessage: string) => {
  const body = orderBody(rt, 1);
  return { ...body, postcardData: { ...body.postcardData, finalMessage } };
};

describe("a character no vendor writes", () => {
  it("is refused by create-payment (400, before any order), naming the characters", async () => {
    const before = await rt.ctx.db.selectFrom("orders").select("id").execute();
    const res = await rt.call("create-payment", withMessage("Gracias 🙏🏽 por todo, 谢谢! Otra vez 🙏🏽"));
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      code: "unwritable_characters",
      message: "The handwriting on the card can't write 🙏🏽 谢. Please remove or replace them.",
    });
    expect(await rt.ctx.db.selectFrom("orders").select("id").execute()).toHaveLength(before.length);
  });

  it("does not stop a Spanish message: accents, ñ, ü, ¿ and ¡ are written", async () => {
    const res = await rt.call(
      "create-payment",
      withMessage(
        "¿Por qué…? ¡Sí! niños, pingüino, acción, árbol, él, último. ÁRBOL, ÉL, ÍNDICE, ÓRGANO, ÚLTIMO, ÑANDÚ, PINGÜINO.",
      ),
    );
    expect(res.status).toBe(200);
  });
});
