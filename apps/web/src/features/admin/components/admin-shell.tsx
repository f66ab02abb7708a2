import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import { signOutOfConsole } from "../api/admin-api";

const links = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/orders", label: "Orders", end: false },
  { to: "/admin/attention", label: "Needs attention", end: false },
  { to: "/admin/campaigns", label: "Campaigns", end: false },
  { to: "/admin/audit", label: "Audit log", end: false },
  { to: "/admin/security", label: "Passkeys and sessions", end: false },
];

/** The console's frame: its own header and navigation (the site's header and menu are not loaded here). */
export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-paper text-ink">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-ink/10 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold">
            Civic Postcard <span className="font-normal text-ink/70">console</span>
          </p>
          <nav aria-label="Console" className="order-last w-full md:order-none md:w-auto">
            <ul className="-mx-2 flex gap-1 overflow-x-auto">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      cn(
                        "block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold hover:bg-ink/5",
                        isActive && "bg-ink text-white hover:bg-ink",
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="hidden text-ink/80 sm:inline">{email}</span>
            <button
              type="button"
              onClick={() => void signOutOfConsole()}
              className="min-h-9 rounded-lg border-2 border-ink px-3 font-semibold hover:bg-ink/5"
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main id="console-main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}
