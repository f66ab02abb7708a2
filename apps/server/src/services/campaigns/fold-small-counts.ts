import { SMALL_COUNT } from "@civic/contracts/campaigns";

/**
 * Complementary suppression (issue 41 #8): rows under SMALL_COUNT are not listed one by one but
 * folded into one unnamed remainder, so the exact total minus the listed rows reveals only that
 * remainder, never the count of a named state, district or member. `other` is 0 when nothing was
 * folded, else the folded cards (null under SMALL_COUNT, "fewer than 5").
 */
export function foldSmallCounts<T extends { cards: number }>(rows: T[]): { listed: T[]; other: number | null } {
  const listed = rows.filter((r) => r.cards >= SMALL_COUNT);
  const folded = rows.reduce((sum, r) => (r.cards < SMALL_COUNT ? sum + r.cards : sum), 0);
  return { listed, other: folded === 0 ? 0 : folded < SMALL_COUNT ? null : folded };
}
