import { useState } from "react";
import { useSearchParams } from "react-router";
import { readSharedBy, SharedByBanner } from "@/components/shared-by-banner";

/**
 * The 'Shared with you by {name}' banner on onboarding, with the page's top padding as a spacer
 * of the banner's height. Loaded only when the link carries ?shared_by=.
 */
export default function SharedBy() {
  const [params] = useSearchParams();
  const [name, setName] = useState(() => readSharedBy(params));
  if (!name) return null;
  return (
    <>
      <SharedByBanner name={name} onDismiss={() => setName(null)} />
      <div className="h-11 shrink-0" data-testid="shared-by-padding" />
    </>
  );
}
