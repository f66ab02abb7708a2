import { lazy } from "react";

const OrganizeApp = lazy(() => import("./organize-app"));

/**
 * The organisers' pages, one import removed from the entry chunk: the entry names only this tiny
 * module, and the list of chunks the pages need is here, not in every visitor's first download
 * (the landing's JavaScript budget).
 */
export default function OrganizeEntry() {
  return <OrganizeApp />;
}
