import { useLingui } from "@lingui/react/macro";
import { CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * The order-finalizing screen (site.md §8): 'Finalizing your order…' while loading, the error
 * text otherwise; 'Try Again' only when a retry is supplied.
 */
export function FinalizingScreen({
  state,
  detail,
  onRetry,
}: {
  state: "loading" | "error";
  detail?: string;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  if (state === "loading") {
    return (
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 text-center">
        <span className="size-12 animate-spin rounded-full border-4 border-ink/20 border-t-ink" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t`Finalizing your order…`}</h1>
        <p className="max-w-sm text-lg text-ink/80">{t`Your postcard details are on their way to be written and mailed.`}</p>
        {detail ? <p className="text-sm text-ink/70">{detail}</p> : null}
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-4 text-center">
      <CircleAlert className="size-12 text-stamp" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t`Oops! Something Went Wrong`}</h1>
      <p className="max-w-sm text-lg text-ink/80">
        {t`There was an issue processing your postcard order. Don't worry - your payment was successful.`}
      </p>
      {detail ? <p className="max-w-sm text-ink/80">{detail}</p> : null}
      {onRetry ? <Button onClick={onRetry}>{t`Try Again`}</Button> : null}
    </div>
  );
}
