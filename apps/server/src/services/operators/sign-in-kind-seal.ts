import { createHmac, timingSafeEqual } from "node:crypto";

/** The query parameter an emailed sign-in link carries its seal in. */
export const SIGN_IN_KIND_PARAM = "kind";

/**
 * The seal binding a sign-in link's token to its kind (the console's or /organize's), made with the
 * auth secret when the link is issued: editing the link's callbackURL to the other kind breaks it,
 * so an /organize link for an operator's address never opens a console session (issue 41 #6).
 */
export function signInKindSeal(secret: string, token: string, organiser: boolean): string {
  return createHmac("sha256", secret)
    .update(`sign-in-kind:${organiser ? "organiser" : "console"}:${token}`)
    .digest("base64url")
    .slice(0, 22);
}

/** Whether `seal` is the one made for `token` and that kind. */
export function hasSignInKindSeal(secret: string, token: string, organiser: boolean, seal: string): boolean {
  const expected = Buffer.from(signInKindSeal(secret, token, organiser));
  const given = Buffer.from(seal);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
