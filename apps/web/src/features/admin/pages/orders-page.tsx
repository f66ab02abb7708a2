import { ORDER_STATUSES } from "@civic/contracts/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { queryClient } from "@/lib/queries";
import { adminQueries } from "../api/admin-api";
import { dollars, label, when } from "../components/format";
import { Badge, Loading, Notice, PageTitle, TableFrame, td, th } from "../components/ui";

const field = "min-h-11 rounded-xl border-2 border-ink/60 bg-white px-3 focus:border-ink";

/** Orders, searched and filtered on the server; the query lives in the URL, so a search can be shared. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const { data, error, isFetching } = useQuery(
    { ...adminQueries.orders(params), placeholderData: keepPreviousData },
    queryClient,
  );
  useEffect(() => {
    document.title = "Orders · Console";
  }, []);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const [k, v] of form) if (typeof v === "string" && v.trim()) next.set(k, v.trim());
    setParams(next);
  };
  const page = Number(params.get("page") ?? "1");
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    setParams(next);
  };
  return (
    <>
      <PageTitle>Orders</PageTitle>
      <search>
        <form onSubmit={submit} className="mb-5 grid gap-3 md:grid-cols-6 md:items-end">
          <div className="flex flex-col gap-1 md:col-span-2">
            <label htmlFor="q" className="text-sm font-semibold">
              Order number, email, name or ZIP
            </label>
            <input id="q" name="q" type="search" defaultValue={params.get("q") ?? ""} className={field} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="status" className="text-sm font-semibold">
              Status
            </label>
            <select id="status" name="status" defaultValue={params.get("status") ?? ""} className={field}>
              <option value="">Any</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {label(s)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="provider" className="text-sm font-semibold">
              Payment provider
            </label>
            <select id="provider" name="provider" defaultValue={params.get("provider") ?? ""} className={field}>
              <option value="">Any</option>
              <option value="stripe">Stripe</option>
              <option value="local">Local test checkout</option>
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="from" className="text-sm font-semibold">
              From
            </label>
            <input id="from" name="from" type="date" defaultValue={params.get("from") ?? ""} className={field} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="to" className="text-sm font-semibold">
              To
            </label>
            <input id="to" name="to" type="date" defaultValue={params.get("to") ?? ""} className={field} />
          </div>
          <div className="md:col-span-6">
            <Button type="submit">Search</Button>
          </div>
        </form>
      </search>
      {error ? <Notice tone="error">{error.message}</Notice> : null}
      {!data ? (
        error ? null : (
          <Loading />
        )
      ) : (
        <>
          <p role="status" className="mb-2 text-sm text-ink/80">
            {data.total === 0 ? "No orders match." : `${data.total} order${data.total === 1 ? "" : "s"}`}
            {isFetching ? " · updating…" : ""}
          </p>
          {data.items.length ? (
            <TableFrame label="Orders">
              <thead>
                <tr>
                  <th className={th}>Order</th>
                  <th className={th}>Created</th>
                  <th className={th}>Status</th>
                  <th className={th}>Email</th>
                  <th className={th}>Sender</th>
                  <th className={th}>ZIP</th>
                  <th className={th}>Cards</th>
                  <th className={th}>Amount</th>
                  <th className={th}>Provider</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((o) => (
                  <tr key={o.id} className="hover:bg-ink/5">
                    <td className={td}>
                      <Link to={`/admin/orders/${o.id}`} className="font-semibold underline underline-offset-4">
                        #{o.number}
                      </Link>
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{when(o.createdAt)}</td>
                    <td className={td}>
                      <Badge value={o.status} />
                    </td>
                    <td className={td}>{o.email || <em>erased</em>}</td>
                    <td className={td}>{o.senderName}</td>
                    <td className={td}>{o.senderZip}</td>
                    <td className={`${td} tabular-nums`}>
                      {o.cards}
                      {o.failedCards ? <span className="text-[#a40e1a]"> ({o.failedCards} failed)</span> : null}
                    </td>
                    <td className={`${td} tabular-nums`}>{dollars(o.amountCents)}</td>
                    <td className={td}>{o.provider}</td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          ) : null}
          {pages > 1 ? (
            <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
              <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Previous
              </Button>
              <span className="text-sm">
                Page {page} of {pages}
              </span>
              <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
