import type { OperatorSessionInfo } from "@civic/contracts/admin";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { queryClient } from "@/lib/queries";
import { adminApi, adminQueries, refreshConsole } from "../api/admin-api";
import { passkeyApi } from "../api/passkeys";
import { ago, when } from "../components/format";
import { passkeyErrorMessage } from "../components/passkey-error";
import { Loading, Notice, PageTitle, Section, TableFrame, td, th } from "../components/ui";

/** /admin/security: the operator's passkeys and their signed-in sessions, each of which they can end. */
export function SecurityPage() {
  useEffect(() => {
    document.title = "Passkeys and sessions · Console";
  }, []);
  return (
    <>
      <PageTitle>Passkeys and sessions</PageTitle>
      <div className="grid gap-5">
        <Passkeys />
        <Sessions />
      </div>
    </>
  );
}

function Passkeys() {
  const { data, error } = useQuery(adminQueries.passkeys(), queryClient);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "info" | "error"; text: string } | null>(null);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await passkeyApi.add(name.trim());
      setName("");
      setMessage({ tone: "info", text: "Passkey added. Next time, sign in with it." });
      await refreshConsole();
    } catch (err) {
      setMessage({ tone: "error", text: passkeyErrorMessage(err, "add") });
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: string, label: string) => {
    setMessage(null);
    try {
      await passkeyApi.remove(id);
      setMessage({ tone: "info", text: `Removed ${label}.` });
      await refreshConsole();
    } catch (err) {
      setMessage({ tone: "error", text: err instanceof Error ? err.message : "We couldn't remove it. Try again." });
    }
  };

  return (
    <Section title="Passkeys">
      <p className="mb-3 text-sm text-ink/80">
        Sign in with your device's screen lock or a security key instead of an email link.
      </p>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {error ? <Notice tone="error">{error.message}</Notice> : null}
      {!data && !error ? <Loading /> : null}
      {data && data.length === 0 ? <p className="mb-3 text-sm">You have no passkey yet.</p> : null}
      {data && data.length > 0 ? (
        <ul className="mb-4 divide-y divide-ink/10 rounded-xl border border-ink/10">
          {data.map((p) => {
            const label = p.name || `Passkey added ${when(p.createdAt)}`;
            return (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span>
                  <span className="font-semibold">{label}</span>
                  {p.name ? <span className="text-ink/70"> · added {when(p.createdAt)}</span> : null}
                </span>
                <Button size="sm" variant="secondary" onClick={() => void remove(p.id, label)}>
                  Remove<span className="sr-only"> {label}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <form onSubmit={add} className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor="passkey-name" className="text-sm font-semibold">
            Name (optional)
          </label>
          <input
            id="passkey-name"
            value={name}
            maxLength={60}
            placeholder="Work laptop"
            onChange={(e) => setName(e.target.value)}
            className="min-h-11 rounded-xl border-2 border-ink/60 px-3 focus:border-ink"
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? "Waiting for your passkey…" : "Add a passkey"}
        </Button>
      </form>
    </Section>
  );
}

/** "Firefox on Linux" from a user agent; the whole string is in the cell's title. */
function browserOf(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "A browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return system ? `${browser} on ${system}` : browser;
}

function Sessions() {
  const { data, error } = useQuery(adminQueries.sessions(), queryClient);
  const [message, setMessage] = useState<{ tone: "info" | "error"; text: string } | null>(null);
  const end = async (session: OperatorSessionInfo) => {
    setMessage(null);
    try {
      await adminApi.endSession(session.id);
      setMessage({ tone: "info", text: `Signed out ${browserOf(session.userAgent)}.` });
      await refreshConsole();
    } catch (err) {
      setMessage({ tone: "error", text: err instanceof Error ? err.message : "We couldn't sign it out. Try again." });
    }
  };
  return (
    <Section title="Where you're signed in">
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {error ? <Notice tone="error">{error.message}</Notice> : null}
      {!data && !error ? <Loading /> : null}
      {data ? (
        <TableFrame label="Your sessions" stacked>
          <thead>
            <tr>
              <th className={th}>Browser</th>
              <th className={th}>Signed in with</th>
              <th className={th}>Since</th>
              <th className={th}>Last active</th>
              <th className={th}>IP address</th>
              <th className={th}>
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((s) => (
              <tr key={s.id} data-testid="operator-session">
                <td className={td} data-label="Browser" title={s.userAgent ?? undefined}>
                  <span className="font-semibold">{browserOf(s.userAgent)}</span>
                  {s.current ? <span className="ml-2 text-ink/70">(this session)</span> : null}
                </td>
                <td className={td} data-label="Signed in with">
                  {s.signInMethod === "passkey" ? "Passkey" : "Email link"}
                </td>
                <td className={td} data-label="Since">
                  {when(s.createdAt)}
                </td>
                <td className={td} data-label="Last active">
                  {ago(s.lastActiveAt)}
                </td>
                <td className={td} data-label="IP address">
                  {s.ipAddress ?? "—"}
                </td>
                <td className={td} data-label="Action">
                  {s.current ? null : (
                    <Button size="sm" variant="secondary" onClick={() => void end(s)}>
                      Sign out
                      <span className="sr-only">
                        {" "}
                        {browserOf(s.userAgent)}, since {when(s.createdAt)}
                      </span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      ) : null}
    </Section>
  );
}
