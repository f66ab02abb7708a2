import { ContactContent } from "../content/contact";
import { PageLayout } from "./page-layout";

export default function ContactPage() {
  return (
    <PageLayout title="Contact" heading="Contact Us">
      <ContactContent />
    </PageLayout>
  );
}
