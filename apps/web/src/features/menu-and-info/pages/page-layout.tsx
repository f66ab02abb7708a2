import type { ReactNode } from "react";
import { usePublicConfig } from "@/lib/public-config";

/** A static page: its document title, one h1, and readable width. */
export function PageLayout({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  const { appName } = usePublicConfig();
  return (
    <main className="mx-auto w-full max-w-2xl px-5 py-8 md:py-12">
      <title>{`${title} · ${appName}`}</title>
      <h1 className="mb-6 text-3xl font-bold md:text-4xl">{heading}</h1>
      {children}
    </main>
  );
}
