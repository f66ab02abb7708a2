import type { CardFrontId } from "@civic/contracts/card-fronts";
import { usePublicConfig } from "@/lib/public-config";

/**
 * The front a card will be printed with: the campaign's, if every configured mailing vendor
 * prints it (the public config's `cardFronts`), else none (the default front, printable everywhere).
 */
export function usePrintedFront(front: CardFrontId | undefined): CardFrontId | undefined {
  const { cardFronts } = usePublicConfig();
  return front && cardFronts.includes(front) ? front : undefined;
}
