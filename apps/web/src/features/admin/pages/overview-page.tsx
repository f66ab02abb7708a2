import type { AdminActionResponse } from "@civic/contracts/admin";
import { mailingVendor } from "@civic/contracts/mailing-vendors";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { queryClient } from "@/lib/queries";
import { adminQueries } from "../api/admin-api";
import { ConfirmAction } from "../components/confirm-action";
import { DirectoryFreshnessPanel } from "../components/directory-freshness";
import { ago, dollars, label, when } from "../components/format";
import { RevenueChart } from "../components/revenue-chart";
import { Badge, Loading, Notice, PageTitle, Section, TableFrame, td, th } from "../components/ui";

const periodName = { 1: "Today (24 h)", 7: "7 days", 30: "30 days" } as const;

export function OverviewPage() {
  const [answer, setAnswer] = useState<AdminActionResponse | null>(null);
  const { data, error } = useQuery({ ...adminQueries.overview(), refetchInterval: 60_000 }, queryClient);
  useEffect(() => {
    document.title = "Overview · Console";
  }, []);
  if (error) return <Notice tone="error">{error.message}</Notice>;
  if (!data) return <Loading />;
  const rate = data.failureRate.settled ? (100 * data.failureRate.failed) / data.failureRate.settled : 0;
  return (
    <>
      <PageTitle>Overview</PageTitle>
      <div className="grid gap-4 md:grid-cols-3">
        {data.periods.map((p) => (
          <Section key={p.days} title={periodName[p.days]}>
            <dl className="grid grid-cols-2 gap-3">
              {[
                ["Orders", String(p.orders)],
                ["Cards", String(p.cards)],
                ["Revenue", dollars(p.revenueCents)],
                ["Refunds", dollars(p.refundsCents)],
              ].map(([k, v]) => (
                <div key={k}>
                  <dt className="text-xs text-ink/75">{k}</dt>
                  <dd className="text-xl font-bold tabular-nums">{v}</dd>
                </div>
              ))}
            </dl>
          </Section>
        ))}
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Section title="Revenue, last 30 days">
          <RevenueChart daily={data.daily} />
        </Section>
        <Section title="Cards">
          <p className="mb-3 text-sm">
            Failure rate (30 days):{" "}
            <strong>
              {rate.toFixed(1)}% ({data.failureRate.failed} of {data.failureRate.settled})
            </strong>
          </p>
          <ul className="flex flex-wrap gap-2">
            {data.cardsByState.map((s) => (
              <li key={s.state} className="flex items-center gap-1.5 text-sm">
                <Badge value={s.state} /> <span className="tabular-nums">{s.count}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Job queues">
          <TableFrame label="Job queues">
            <thead>
              <tr>
                <th className={th}>Queue</th>
                <th className={th}>Queued</th>
                <th className={th}>Active</th>
                <th className={th}>Failed</th>
              </tr>
            </thead>
            <tbody>
              {data.queues.map((q) => (
                <tr key={q.name}>
                  <td className={td}>{q.name}</td>
                  <td className={`${td} tabular-nums`}>{q.queued}</td>
                  <td className={`${td} tabular-nums`}>{q.active}</td>
                  <td className={`${td} tabular-nums`}>{q.failed}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          {data.failedJobs.length ? (
            <>
              <h3 className="mt-4 mb-2 font-semibold">Failed jobs</h3>
              <ul className="flex flex-col gap-2 text-sm">
                {data.failedJobs.slice(0, 5).map((j) => (
                  <li key={j.id}>
                    <strong>{j.name}</strong> · {when(j.failedAt)}
                    <br />
                    <span className="text-ink/80">{j.error ?? "no message"}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-3 text-sm text-ink/80">No failed jobs.</p>
          )}
        </Section>
        <Section title="Vendors">
          <TableFrame label="Vendors">
            <thead>
              <tr>
                <th className={th}>Service</th>
                <th className={th}>Last success</th>
                <th className={th}>Last error</th>
              </tr>
            </thead>
            <tbody>
              {data.vendors.map((v) => (
                <tr key={v.kind}>
                  <td className={td}>
                    {label(v.kind)} <span className="text-ink/75">({v.name})</span>
                  </td>
                  <td className={td}>{ago(v.lastSuccess)}</td>
                  <td className={`${td} max-w-64 whitespace-normal`}>
                    {v.lastError ? `${ago(v.lastErrorAt)}: ${v.lastError}` : "none"}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          <h3 className="mt-4 mb-2 font-semibold">Mailing vendors, in order of preference</h3>
          {answer ? <Notice tone={answer.result === "succeeded" ? "info" : "error"}>{answer.message}</Notice> : null}
          <ul className="flex flex-col gap-2 text-sm" data-testid="mailing-health">
            {data.mailingHealth.map((h) => {
              const name = mailingVendor(h.vendor)?.name ?? h.vendor;
              return (
                <li key={h.vendor} className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{name}</span>
                  {h.testMode ? <span>(test mode)</span> : null}
                  <Badge value={h.paused ? "paused" : h.status} />
                  {h.breaker !== "closed" ? <Badge value={`circuit ${h.breaker}`} /> : null}
                  <span className="text-ink/80">
                    {h.paused ? `Paused by ${h.paused.by}: ${h.paused.reason}` : h.detail}
                  </span>
                  {h.vendor === "local" ? null : (
                    <ConfirmAction
                      onDone={setAnswer}
                      buttonLabel={`${h.paused ? "Resume" : "Pause"} ${name}`}
                      spec={
                        h.paused
                          ? {
                              kind: "resume-vendor",
                              targetId: h.vendor,
                              label: "Resume",
                              title: `Send new cards to ${name} again?`,
                              description: `${name} takes new cards again, in its place in MAILING_VENDORS.`,
                            }
                          : {
                              kind: "pause-vendor",
                              targetId: h.vendor,
                              label: "Pause",
                              title: `Pause ${name}?`,
                              description: `No new card goes to ${name} until you resume it; cards already there are still followed. New cards go to the next vendor, or wait if there is none.`,
                              danger: true,
                            }
                      }
                    />
                  )}
                </li>
              );
            })}
          </ul>
          <h3 className="mt-4 mb-2 font-semibold">Webhooks</h3>
          {data.webhooks.length ? (
            <ul className="text-sm">
              {data.webhooks.map((w) => (
                <li key={w.provider}>
                  {w.provider}: last event {ago(w.lastReceived)}
                  {w.unprocessed ? `, ${w.unprocessed} not processed` : ""}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink/80">No vendor events yet.</p>
          )}
        </Section>
        <Section title="Legislator directory">
          <dl className="grid grid-cols-2 gap-3">
            <div>
              <dt className="text-xs text-ink/75">Members</dt>
              <dd className="text-xl font-bold tabular-nums">{data.directory.members}</dd>
            </div>
            <div>
              <dt className="text-xs text-ink/75">Vacancies</dt>
              <dd className="text-xl font-bold tabular-nums">{data.directory.vacancies}</dd>
            </div>
          </dl>
          <DirectoryFreshnessPanel freshness={data.directory.freshness} />
          {data.directory.lastStatus && data.directory.lastStatus !== "applied" ? (
            <p className="mt-2 text-sm text-[#a40e1a]">
              Last import {data.directory.lastStatus}: {data.directory.lastReason}
            </p>
          ) : null}
        </Section>
      </div>
    </>
  );
}
