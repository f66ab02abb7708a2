import { Route, Routes } from "react-router";
import CampaignEmbed from "./campaign-embed";
import CampaignPage from "./campaign-page";

/** /c/{slug} and /c/{slug}/embed: one small lazy chunk, so the entry carries one import for both. */
export default function CampaignRoutes() {
  return (
    <Routes>
      <Route path=":slug" element={<CampaignPage />} />
      <Route path=":slug/embed" element={<CampaignEmbed />} />
    </Routes>
  );
}
