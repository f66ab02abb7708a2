import type { DestinationStream } from "pino";
import pino from "pino";

export type Logger = pino.Logger;

/**
 * A checkout session id is a key: the return page's verify-payment and refund-payment take it
 * alone. Stripe's (cs_test_… / cs_live_…) are cut out of error messages and stacks; a field
 * named sessionId or session_id is redacted whatever the provider.
 */
const CHECKOUT_SESSION_ID = /\bcs_(?:test|live)_[A-Za-z0-9]+/g;
const scrub = (text: unknown) => (typeof text === "string" ? text.replace(CHECKOUT_SESSION_ID, "cs_[redacted]") : text);

/** JSON logs; request bodies, emails, addresses, messages and checkout session ids are never logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "civic-postcard" },
      // Top-level paths only: wildcard redaction clones every log object and shows up in profiles.
      redact: {
        paths: [
          "email",
          "message",
          "address",
          "body",
          "sessionId",
          "session_id",
          "headers.authorization",
          "headers.cookie",
        ],
        censor: "[redacted]",
      },
      serializers: {
        err: (err: Error) => {
          const out = pino.stdSerializers.err(err);
          return { ...out, message: scrub(out.message) as string, stack: scrub(out.stack) as string };
        },
      },
    },
    destination,
  );
}
