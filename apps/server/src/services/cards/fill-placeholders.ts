/** The server's entry to the one shared placeholder filler (the browser preview uses the same). */
export { fillPlaceholders } from "@civic/contracts/placeholders";
