/**
 * What an email about cards a sender writes themselves says, read by the own-cards domain and
 * handed in where the services are composed (services/index.ts), as OrderEmailReader is for orders.
 */
export interface OwnCardsEmailReader {
  /** The set's page (its secret link, absolute) and its cards; null once the set was erased. */
  ownCardsFacts(setId: string): Promise<{
    url: string;
    /** The sender's language when they asked (decision 0121): the emails are written in it. */
    language: "en" | "es";
    cards: { recipient: string; reportedMailed: boolean }[];
  } | null>;
}
