import { PrivacyTermsContent } from "../content/privacy-terms";
import { PageLayout } from "./page-layout";

/** Served at both /privacy and /terms. */
export default function PrivacyTermsPage() {
  return (
    <PageLayout title="Privacy & Terms" heading="Privacy & Terms">
      <PrivacyTermsContent level={2} />
    </PageLayout>
  );
}
