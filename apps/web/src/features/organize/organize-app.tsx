import { useQuery } from "@tanstack/react-query";
import { Navigate, Route, Routes } from "react-router";
import { ApiError } from "@/lib/api-client";
import { queryClient } from "@/lib/queries";
import { organizeQueries } from "./api/organize-api";
import { Loading, OrganizeShell } from "./components/organize-shell";
import { EditCampaignPage, NewCampaignPage } from "./pages/campaign-form-page";
import { CampaignPage } from "./pages/campaign-page";
import { CampaignsPage } from "./pages/campaigns-page";
import { SignInPage } from "./pages/sign-in-page";

/** The organisers' pages (/organize): their own chunk, loaded only on this route. */
export default function OrganizeApp() {
  const { data, error, isPending } = useQuery(organizeQueries.session(), queryClient);
  if (isPending) return <Loading />;
  // No session, or one that never came through /organize's link (an operator's): the sign-in form.
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return <SignInPage />;
  if (!data) return <Loading />;
  return (
    <OrganizeShell email={data.email}>
      <Routes>
        <Route index element={<CampaignsPage />} />
        <Route path="new" element={<NewCampaignPage />} />
        <Route path=":campaignId" element={<CampaignPage />} />
        <Route path=":campaignId/edit" element={<EditCampaignPage />} />
        <Route path="*" element={<Navigate to="/organize" replace />} />
      </Routes>
    </OrganizeShell>
  );
}
