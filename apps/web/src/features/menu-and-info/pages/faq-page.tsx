import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { FaqContent } from "../content/faq";
import { linkClass } from "../content/prose";
import { InfoDialog } from "../info-dialog";
import { PageLayout } from "./page-layout";

export default function FaqPage() {
  const { t } = useLingui();
  const [researchOpen, setResearchOpen] = useState(false);
  return (
    <PageLayout title={t`FAQ`} heading={t`Frequently Asked Questions`}>
      <FaqContent
        level={2}
        links={{
          research: (label) => (
            <button type="button" className={linkClass} onClick={() => setResearchOpen(true)}>
              {label}
            </button>
          ),
          privacy: (label) => (
            <Link to={paths.privacy} className={linkClass}>
              {label}
            </Link>
          ),
        }}
      />
      <InfoDialog open={researchOpen} onOpenChange={setResearchOpen} view="research" />
    </PageLayout>
  );
}
