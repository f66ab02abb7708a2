import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows a refused, reset or dropped connection and a server shutting down or full", () => {
    for (const err of [
      withCode("ECONNREFUSED"),
      withCode("ECONNRESET"),
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("57P03", "the database system is starting up"),
      withCode("08006"),
      withCode("53300", "sorry, too many clients already"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new AggregateError([withCode("ECONNREFUSED")], "connect failed"),
      new Error("job failed", { cause: withCode("ECONNREFUSED") }),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
    }
  });

  it("leaves every other failure a fault: a bad query, a constraint, a thrown string", () => {
    for (const err of [
      withCode("23505", "duplicate key value violates unique constraint"),
      withCode("42P01", 'relation "nope" does not exist'),
      new TypeError("Cannot read properties of undefined"),
      "Connection terminated",
      null,
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    }
  });
});
