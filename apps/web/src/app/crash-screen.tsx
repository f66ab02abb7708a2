import { useLingui } from "@lingui/react/macro";
import { Component, type ErrorInfo, type ReactNode } from "react";

/** site.md §2: the generic crash screen, for a render error anywhere below it. */
function CrashScreen() {
  const { t } = useLingui();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-4xl font-bold">{t`Oops!`}</h1>
      <p className="max-w-sm text-lg">{t`Something went wrong. Please refresh the page to try again.`}</p>
      {/* Plain classes, not <Button>: the entry chunk stays free of tailwind-merge. */}
      <button
        type="button"
        className="inline-flex min-h-11 items-center justify-center rounded-xl bg-ink px-5 py-2.5 font-semibold text-white hover:bg-ink/90"
        onClick={() => window.location.reload()}
      >
        {t`Refresh Page`}
      </button>
    </main>
  );
}

export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Render error", error, info.componentStack);
    window.dispatchEvent(new CustomEvent("civic:crash", { detail: error }));
  }

  override render() {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}
