import { createHash } from "node:crypto";

/**
 * What a sponsored claim keeps of the sender's address: a SHA-256 of it trimmed and lower-cased,
 * so "Ana@Example.org " and "ana@example.org" are one sender, and no address is stored twice.
 */
export const sponsorEmailHash = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
