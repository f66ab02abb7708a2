import { lazy } from "react";

const AdminApp = lazy(() => import("./admin-app"));

/**
 * The console, one import removed from the entry chunk: the entry names only this tiny module, and
 * the list of chunks the console needs is here, not in every visitor's first download.
 */
export default function AdminEntry() {
  return <AdminApp />;
}
