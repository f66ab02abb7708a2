import { defineFunction } from "./define-function";

/** The status page's data, by its secret token. */
export const orderStatusFunction = defineFunction({
  name: "order-status",
  rateLimit: { points: 120, windowSeconds: 60 },
  accessLog: "errors",
  async handle({ token }, { app }) {
    return app.services.orderStatus.statusFor(token);
  },
});
