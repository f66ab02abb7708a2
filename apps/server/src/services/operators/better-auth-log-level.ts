/**
 * What better-auth logs at error level when a client, signed in or not, sends something wrong: a
 * foreign Origin or callbackURL, a cross-site sign-in, a passkey answer that does not verify.
 */
const CLIENT_CAUSED = [/^Invalid /, /^Blocked cross-site/, /^Failed to verify (authentication|registration)/];

/**
 * The level our log gives a better-auth message: a client's mistake or probe is a warning, not an
 * error to page anyone about (issue 41 #16); anything else keeps better-auth's level.
 */
export function betterAuthLogLevel(level: string, message: string): "error" | "warn" {
  return level === "error" && !CLIENT_CAUSED.some((pattern) => pattern.test(message)) ? "error" : "warn";
}
