import { createHmac } from "node:crypto";

/**
 * A set's secret link: the HMAC-SHA256 of its id under the status links' key (decision 0015), so
 * the emails can make it again; only its SHA-256 is stored. Sets made before the emails
 * (decision 0065) have a random token instead, found by the same hash.
 */
export const ownCardsToken = (key: string, setId: string) =>
  createHmac("sha256", key).update(`own-cards:${setId}`).digest("base64url");
