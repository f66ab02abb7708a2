import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { queryClient } from "@/lib/queries";
import { adminQueries } from "../api/admin-api";
import { ConfirmAction } from "../components/confirm-action";
import { when } from "../components/format";
import { Badge, Loading, Notice, PageTitle, TableFrame, td, th } from "../components/ui";

/**
 * Every campaign (or those matching a search), and an operator's actions on them: suspend, and
 * pause or resume its sponsored cards.
 */
export function CampaignsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [text, setText] = useState(q);
  const [done, setDone] = useState<string | null>(null);
  const { data, error } = useQuery(adminQueries.campaigns(q), queryClient);
  useEffect(() => {
    document.title = "Campaigns · Console";
  }, []);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  return (
    <>
      <PageTitle>Campaigns</PageTitle>
      <form onSubmit={search} className="mb-4 flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Name, link, organisation or organiser's email
          <input
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="min-h-11 w-72 max-w-full rounded-xl border-2 border-ink/60 px-3 font-normal"
          />
        </label>
        <Button type="submit" size="sm" className="min-h-11">
          Search
        </Button>
      </form>
      {done ? <Notice>{done}</Notice> : null}
      {error ? <Notice tone="error">{error.message}</Notice> : null}
      {!data && !error ? <Loading /> : null}
      {data && data.length === 0 ? <p>No campaign matches.</p> : null}
      {data?.length ? (
        <TableFrame label="Campaigns" stacked>
          <thead>
            <tr>
              <th className={th}>Campaign</th>
              <th className={th}>Organisation</th>
              <th className={th}>Organiser</th>
              <th className={th}>State</th>
              <th className={th}>Sponsored cards</th>
              <th className={th}>Created</th>
              <th className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((c) => (
              <tr key={c.id}>
                <td className={td} data-label="Campaign">
                  <a href={`/c/${c.slug}`} className="font-semibold underline">
                    {c.name}
                  </a>
                  <div className="text-ink/75">/c/{c.slug}</div>
                </td>
                <td className={td} data-label="Organisation">
                  {c.organisation}
                </td>
                <td className={td} data-label="Organiser">
                  {c.organiserEmail}
                </td>
                <td className={td} data-label="State">
                  <Badge value={c.suspended ? "suspended" : c.state} />
                </td>
                <td className={td} data-label="Sponsored cards">
                  {c.sponsorship
                    ? `${c.sponsorship.remainingCards.toLocaleString("en-US")} left${c.sponsorship.paused ? ", paused" : ""}`
                    : "None"}
                  {c.sponsorship?.hourlyCapHitAt ? (
                    <span className="block text-sm" data-testid="hourly-cap-hit">
                      {`Hourly cap of ${c.sponsorship.cardsPerHour ?? "?"} cards reached ${when(c.sponsorship.hourlyCapHitAt)}`}
                    </span>
                  ) : null}
                </td>
                <td className={td} data-label="Created">
                  {when(c.createdAt)}
                </td>
                <td className={td}>
                  <div className="flex flex-col items-start gap-2">
                    {c.sponsorship ? (
                      <ConfirmAction
                        spec={
                          c.sponsorship.paused
                            ? {
                                kind: "resume-sponsorship",
                                targetId: c.id,
                                label: "Resume sponsored cards",
                                title: `Resume the sponsored cards of “${c.name}”?`,
                                description: "Its senders will again send without paying while its budget lasts.",
                              }
                            : {
                                kind: "pause-sponsorship",
                                targetId: c.id,
                                label: "Pause sponsored cards",
                                title: `Pause the sponsored cards of “${c.name}”?`,
                                description:
                                  "Its senders will pay for their own cards until you resume it; the budget is kept.",
                                danger: true,
                              }
                        }
                        buttonLabel={`${c.sponsorship.paused ? "Resume" : "Pause"} sponsored cards of ${c.name}`}
                        onDone={(answer) => setDone(answer.message)}
                      />
                    ) : null}
                    {c.suspended ? null : (
                      <ConfirmAction
                        spec={{
                          kind: "suspend-campaign",
                          targetId: c.id,
                          label: "Suspend",
                          title: `Suspend “${c.name}”?`,
                          description:
                            "Its link will say the campaign was suspended and take no more cards. This cannot be undone here.",
                          danger: true,
                        }}
                        buttonLabel={`Suspend ${c.name}`}
                        onDone={(answer) => setDone(answer.message)}
                      />
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      ) : null}
    </>
  );
}
