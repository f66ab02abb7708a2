import type { ReactNode } from "react";
import { Link } from "react-router";
import { signOutOfOrganize } from "../api/organize-api";

/** The organisers' frame: a plain header with who is signed in, and the page. */
export function OrganizeShell({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-paper text-ink">
      <header className="border-b border-ink/10 bg-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-3 px-4 py-3">
          <Link to="/organize" className="font-bold hover:underline">
            Civic Postcard <span className="font-normal text-ink/70">campaigns</span>
          </Link>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="hidden text-ink/80 sm:inline">{email}</span>
            <button
              type="button"
              onClick={() => void signOutOfOrganize()}
              className="min-h-11 rounded-lg border-2 border-ink px-3 font-semibold hover:bg-ink/5"
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main id="organize-main" className="mx-auto max-w-4xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}

export function Loading() {
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-ink/20 border-t-ink" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl border border-stamp/40 bg-stamp/5 px-4 py-3 text-sm text-[#a40e1a]">
      {children}
    </p>
  );
}

const stateWords = { draft: "Draft", live: "Live", closed: "Closed" } as const;

export function StateBadge({ state, suspended }: { state: keyof typeof stateWords; suspended: boolean }) {
  if (suspended) {
    return <span className="rounded-full bg-stamp/10 px-2 py-0.5 text-xs font-semibold text-[#a40e1a]">Suspended</span>;
  }
  const tone = state === "live" ? "bg-sage/15 text-[#1f5c3f]" : "bg-ink/10 text-ink";
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{stateWords[state]}</span>;
}

/** The organisers' text fields: a 3:1 border (WCAG 1.4.11), red when marked invalid, as the wizard's. */
export const inputClass =
  "w-full min-w-0 rounded-xl border-2 border-ink/60 bg-paper px-4 py-3 text-lg placeholder:text-ink/70 focus:border-ink focus:outline-none aria-[invalid=true]:border-stamp";
