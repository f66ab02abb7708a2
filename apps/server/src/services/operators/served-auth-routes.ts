/**
 * The better-auth routes the site uses; every other one (its session routes, list-sessions,
 * revoke-session(s), revoke-other-sessions, and its user and account routes) answers 404. The
 * console lists and ends an operator's sessions itself (/api/admin/sessions), scoped to what the
 * session may do (issue 41 #5).
 */
const SERVED = new Set([
  "/api/auth/sign-in/magic-link",
  "/api/auth/magic-link/verify",
  "/api/auth/get-session",
  "/api/auth/sign-out",
  "/api/auth/error",
  "/api/auth/passkey/generate-register-options",
  "/api/auth/passkey/verify-registration",
  "/api/auth/passkey/generate-authenticate-options",
  "/api/auth/passkey/verify-authentication",
  "/api/auth/passkey/list-user-passkeys",
  "/api/auth/passkey/delete-passkey",
  "/api/auth/passkey/update-passkey",
]);

/** Whether `pathname` is one of the better-auth routes the site serves. */
export function isServedAuthRoute(pathname: string): boolean {
  return SERVED.has(pathname);
}
