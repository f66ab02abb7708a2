import type { AuditEntry } from "@civic/contracts/admin";
import { Link } from "react-router";
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
            <td className={td}>
              {/* An order by its number (a link from the whole log); other targets by kind and short id. */}
              {e.targetType === "order" ? null : (
                <span className="font-mono text-xs">
                  {e.targetType} {e.targetId.slice(0, 8)}{" "}
                </span>
              )}
              {e.orderNumber === null ? null : showOrder && e.orderId ? (
                <Link to={`/admin/orders/${e.orderId}`} className="underline underline-offset-4">
                  Order #{e.orderNumber}
                </Link>
              ) : (
                `Order #${e.orderNumber}`
              )}
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
