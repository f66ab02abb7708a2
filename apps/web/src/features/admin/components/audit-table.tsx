import type { AuditEntry } from "@civic/contracts/admin";
import { label, when } from "./format";
import { Badge, TableFrame, td, th } from "./ui";

export function AuditTable({ entries, showOrder = false }: { entries: AuditEntry[]; showOrder?: boolean }) {
  if (entries.length === 0) return <p className="text-sm text-ink/80">No operator actions yet.</p>;
  return (
    <TableFrame label="Audit log">
      <thead>
        <tr>
          <th className={th}>When</th>
          <th className={th}>Operator</th>
          <th className={th}>Action</th>
          <th className={th}>Target</th>
          <th className={th}>Reason</th>
          <th className={th}>Result</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id}>
            <td className={`${td} whitespace-nowrap`}>{when(e.at)}</td>
            <td className={td}>{e.operator}</td>
            <td className={td}>{label(e.action)}</td>
            <td className={`${td} font-mono text-xs`}>
              {e.targetType} {showOrder ? e.targetId : e.targetId.slice(0, 8)}
            </td>
            <td className={`${td} max-w-72 whitespace-normal`}>{e.reason}</td>
            <td className={td}>
              <Badge value={e.result} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
