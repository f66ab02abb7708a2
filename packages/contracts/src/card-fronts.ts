/** The drawn national-park fronts the renderer ships. */
export const cardFrontIds = ["grand-teton", "arches", "yosemite", "great-smoky-mountains"] as const;
export type CardFrontId = (typeof cardFrontIds)[number];
/** The park each front shows (and names in its corner), for the words that describe the picture. */
export const cardFrontParks: Record<CardFrontId, string> = {
  "grand-teton": "Grand Teton National Park",
  arches: "Arches National Park",
  yosemite: "Yosemite National Park",
  "great-smoky-mountains": "Great Smoky Mountains National Park",
};
/** The front a card gets when none is chosen (the renderer's default). */
export const DEFAULT_CARD_FRONT_ID: CardFrontId = "grand-teton";
