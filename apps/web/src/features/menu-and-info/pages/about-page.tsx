import { usePublicConfig } from "@/lib/public-config";
import { AboutContent } from "../content/about";
import { PageLayout } from "./page-layout";

export default function AboutPage() {
  const { appName } = usePublicConfig();
  return (
    <PageLayout title="About" heading={`About ${appName}`}>
      <AboutContent level={2} />
    </PageLayout>
  );
}
