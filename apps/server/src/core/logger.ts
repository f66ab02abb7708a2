import pino from "pino";

export type Logger = pino.Logger;

/** JSON logs; request bodies, emails, addresses and messages are never logged. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "civic-postcard" },
    // Top-level paths only: wildcard redaction clones every log object and shows up in profiles.
    redact: {
      paths: ["email", "message", "address", "body", "headers.authorization", "headers.cookie"],
      censor: "[redacted]",
    },
  });
}
