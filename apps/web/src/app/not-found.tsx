import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";

/** site.md §2: the 404 page; the attempted path is logged. */
export function NotFound() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <main className="flex min-h-[70dvh] flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="text-xl">{t`Oops! Page not found`}</p>
      <Link to="/" className="font-semibold text-ink underline underline-offset-4">
        {t`Return to Home`}
      </Link>
    </main>
  );
}
