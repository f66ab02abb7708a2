import pino from "pino";

export type Logger = pino.Logger;

/** JSON logs; request bodies, emails, addresses and messages are never logged. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "civic-postcard" },
    redact: { paths: ["*.email", "*.message", "*.address", "*.authorization", "*.cookie"], censor: "[redacted]" },
  });
}
