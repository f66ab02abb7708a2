import { lazy } from "react";
import { Route, Routes } from "react-router";
import CampaignPage from "./campaign-page";

// The link's page is in this chunk; the embed and a sponsored sender's confirmation load on their
// own, so the link's first load (its 90 KB budget) carries neither.
const CampaignEmbed = lazy(() => import("./campaign-embed"));
const ConfirmClaim = lazy(() => import("./confirm-claim"));

/** /c/{slug}, /c/{slug}/embed and /c/confirm (a sponsored sender's emailed link): one import for the entry. */
export default function CampaignRoutes() {
  return (
    <Routes>
      <Route path="confirm" element={<ConfirmClaim />} />
      <Route path=":slug" element={<CampaignPage />} />
      <Route path=":slug/embed" element={<CampaignEmbed />} />
    </Routes>
  );
}
