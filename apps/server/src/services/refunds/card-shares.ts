/**
 * A card's share of its order's price: the order's cents split over its cards by position, the
 * odd cents spread so the shares always add up to exactly what was paid.
 */
export function cardShareCents(amountCents: number, totalCards: number, position: number): number {
  if (totalCards <= 0 || position < 0 || position >= totalCards) return 0;
  return Math.floor((amountCents * (position + 1)) / totalCards) - Math.floor((amountCents * position) / totalCards);
}
