import { Route, Routes } from "react-router";
import CampaignEmbed from "./campaign-embed";
import CampaignPage from "./campaign-page";
import ConfirmClaim from "./confirm-claim";

/** /c/{slug}, /c/{slug}/embed and /c/confirm (a sponsored sender's emailed link): one small lazy chunk, so the entry carries one import for both. */
export default function CampaignRoutes() {
  return (
    <Routes>
      <Route path="confirm" element={<ConfirmClaim />} />
      <Route path=":slug" element={<CampaignPage />} />
      <Route path=":slug/embed" element={<CampaignEmbed />} />
    </Routes>
  );
}
