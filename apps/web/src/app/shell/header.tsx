import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { LanguageSwitch } from "@/components/language-switch";
import { paths, skipOnboardingState } from "@/config/paths";
import { usePublicConfig } from "@/lib/public-config";
import { LogoMark } from "./logo";

/**
 * The site header. The logo on "/" resets the flow to its start (via `onLogoAtHome`); from any
 * other page it goes to "/" with the skip-onboarding flag (site.md §2).
 */
export function Header({ menu, onLogoAtHome }: { menu?: ReactNode; onLogoAtHome?: () => void }) {
  const { appName } = usePublicConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onLogo = () => {
    if (pathname === paths.home) onLogoAtHome?.();
    else navigate(paths.home, { state: skipOnboardingState });
    window.scrollTo({ top: 0 });
  };
  return (
    <header className="sticky top-0 z-30 border-b border-ink/10 bg-paper/95 backdrop-blur">
      {/* Wraps when large text makes the name and the controls wider than the screen (WCAG 1.4.10). */}
      <div className="mx-auto flex min-h-14 max-w-3xl flex-wrap items-center justify-between px-4">
        <button type="button" onClick={onLogo} className="flex items-center gap-2 rounded-lg p-1 font-bold">
          <LogoMark className="size-8" />
          <span className="text-lg">{appName}</span>
        </button>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitch />
          {pathname.startsWith(paths.onboarding) ? null : menu}
        </div>
      </div>
    </header>
  );
}
