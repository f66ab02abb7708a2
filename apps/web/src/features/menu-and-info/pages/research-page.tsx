import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { InfoDialog } from "../info-dialog";
import { PageLayout } from "./page-layout";

/** site.md §2: 'Research & Evidence'; the research dialog opens on arrival and on 'View Research'. */
export default function ResearchPage() {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  return (
    <PageLayout title={t`Research`} heading={t`Research & Evidence`}>
      <p className="mb-6 text-lg leading-relaxed text-ink/90">
        {t`Why a handwritten postcard? Congressional staff and researchers who study congressional mail agree: personal messages from constituents are the ones that count.`}
      </p>
      <Button size="lg" onClick={() => setOpen(true)}>
        {t`View Research`}
      </Button>
      <InfoDialog open={open} onOpenChange={setOpen} view="research" />
    </PageLayout>
  );
}
