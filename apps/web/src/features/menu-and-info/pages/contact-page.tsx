import { useLingui } from "@lingui/react/macro";
import { ContactContent } from "../content/contact";
import { PageLayout } from "./page-layout";

export default function ContactPage() {
  const { t } = useLingui();
  return (
    <PageLayout title={t`Contact`} heading={t`Contact Us`}>
      <ContactContent />
    </PageLayout>
  );
}
