import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { queryClient } from "@/lib/queries";
import { adminQueries } from "../api/admin-api";
import { AuditTable } from "../components/audit-table";
import { Loading, Notice, PageTitle } from "../components/ui";

/** The last 200 operator actions, newest first. */
export function AuditPage() {
  const { data, error } = useQuery(adminQueries.audit(), queryClient);
  useEffect(() => {
    document.title = "Audit log · Console";
  }, []);
  if (error) return <Notice tone="error">{error.message}</Notice>;
  if (!data) return <Loading />;
  return (
    <>
      <PageTitle>Audit log</PageTitle>
      <AuditTable entries={data} showOrder />
    </>
  );
}
