/** The server's entry to the one shared placeholder filler (the browser preview uses the same). */
export { fillPlaceholders, type PlaceholderSender } from "@civic/contracts/placeholders";
