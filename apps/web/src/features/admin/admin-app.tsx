import { useQuery } from "@tanstack/react-query";
import { Navigate, Route, Routes } from "react-router";
import { ApiError } from "@/lib/api-client";
import { queryClient } from "@/lib/queries";
import { adminQueries, signOutOfConsole } from "./api/admin-api";
import { AdminShell } from "./components/admin-shell";
import { Loading } from "./components/ui";
import { AttentionPage } from "./pages/attention-page";
import { AuditPage } from "./pages/audit-page";
import { CampaignsPage } from "./pages/campaigns-page";
import { OrderPage } from "./pages/order-page";
import { OrdersPage } from "./pages/orders-page";
import { OverviewPage } from "./pages/overview-page";
import { PasskeyGatePage } from "./pages/passkey-gate-page";
import { SecurityPage } from "./pages/security-page";
import { SignInPage } from "./pages/sign-in-page";

/** The operator console (/admin): its own chunk, loaded only on this route. */
export default function AdminApp() {
  const { data, error, isPending } = useQuery(adminQueries.session(), queryClient);
  if (isPending) return <Loading />;
  if (error instanceof ApiError && error.status === 401) {
    return (
      <Routes>
        <Route path="*" element={<SignInPage />} />
      </Routes>
    );
  }
  if (error instanceof ApiError && error.status === 403) return <NotAnOperator />;
  if (!data) return <Loading />;
  if (data.access !== "full") return <PasskeyGatePage session={data} />;
  return (
    <AdminShell email={data.email}>
      <Routes>
        <Route index element={<OverviewPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:orderId" element={<OrderPage />} />
        <Route path="attention" element={<AttentionPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="campaigns" element={<CampaignsPage />} />
        <Route path="security" element={<SecurityPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </AdminShell>
  );
}

function NotAnOperator() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-paper p-6 text-center text-ink">
      <h1 className="text-2xl font-bold">This address may not use the console</h1>
      <p>Ask an operator to add it to ADMIN_EMAILS, or sign in with another address.</p>
      <button
        type="button"
        onClick={() => void signOutOfConsole()}
        className="min-h-11 rounded-xl bg-ink px-5 font-semibold text-white hover:bg-ink/90"
      >
        Sign out
      </button>
    </main>
  );
}
