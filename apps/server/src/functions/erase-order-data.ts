import { defineFunction } from "./define-function";

/** "Erase my personal data", from the status page. */
export const eraseOrderDataFunction = defineFunction({
  name: "erase-order-data",
  rateLimit: { points: 10, windowSeconds: 60 },
  async handle({ token }, { app }) {
    return app.services.orderStatus.eraseByToken(token);
  },
});
