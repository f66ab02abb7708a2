import { useLingui } from "@lingui/react/macro";
import { PrivacyTermsContent } from "../content/privacy-terms";
import { PageLayout } from "./page-layout";

/** Served at both /privacy and /terms. */
export default function PrivacyTermsPage() {
  const { t } = useLingui();
  return (
    <PageLayout title={t`Privacy & Terms`} heading={t`Privacy & Terms`}>
      <PrivacyTermsContent level={2} />
    </PageLayout>
  );
}
