import { useLingui } from "@lingui/react/macro";
import { usePublicConfig } from "@/lib/public-config";
import { AboutContent } from "../content/about";
import { PageLayout } from "./page-layout";

export default function AboutPage() {
  const { t } = useLingui();
  const { appName } = usePublicConfig();
  return (
    <PageLayout title={t`About`} heading={t`About ${appName}`}>
      <AboutContent level={2} />
    </PageLayout>
  );
}
