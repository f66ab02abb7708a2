import { useEffect } from "react";
import { focusHeading } from "@/lib/page-arrival";

/**
 * The wizard's rules on the organisers' pages: each page has its own title, and arriving on one
 * (or its content loading) moves focus to its heading, so a screen reader says where the person is.
 */
export function useOrganizePage(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    document.title = `${title} · Campaigns · Civic Postcard`;
    focusHeading(document.querySelector("main"));
  }, [title]);
}
