import { ApiError } from "@/lib/api-client";

/** What to tell an operator when a passkey ceremony fails: a closed prompt is not an error of theirs. */
export function passkeyErrorMessage(err: unknown, doing: "add" | "sign-in"): string {
  if (err instanceof Error && err.name === "NotAllowedError") {
    return "The passkey prompt was closed or timed out. Try again when you're ready.";
  }
  if (err instanceof ApiError && err.status > 0 && err.status < 500 && err.message) return err.message;
  return doing === "add"
    ? "We couldn't add the passkey. Try again."
    : "We couldn't sign you in with a passkey. Try again, or use the email link.";
}
