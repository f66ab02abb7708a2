import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ChevronRight } from "lucide-react";
import type { InfoTopic } from "@/lib/info-view-param";
import { AboutContent } from "./content/about";
import { ContactContent } from "./content/contact";
import { FaqContent } from "./content/faq";
import { PrivacyTermsContent } from "./content/privacy-terms";
import { linkClass } from "./content/prose";
import { ResearchContent } from "./content/research";

export type InfoView = "main" | InfoTopic;

/** Titles as the menu and dialog list them, in the page's language. */
export function topicTitle(topic: InfoTopic, i18n: I18n): string {
  switch (topic) {
    case "about":
      return i18n._(msg`About`);
    case "faq":
      return i18n._(msg`FAQ`);
    case "research":
      return i18n._(msg`The Research`);
    case "contact":
      return i18n._(msg`Contact Us`);
    case "privacy-terms":
      return i18n._(msg`Privacy & Terms`);
  }
}
const menuOrder: InfoTopic[] = ["about", "faq", "research", "contact", "privacy-terms"];

/** The main view: one button per topic. */
export function TopicList({ onOpen }: { onOpen: (topic: InfoTopic) => void }) {
  const { i18n } = useLingui();
  return (
    <ul className="divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10 bg-white">
      {menuOrder.map((topic) => (
        <li key={topic}>
          <button
            type="button"
            onClick={() => onOpen(topic)}
            className="flex min-h-14 w-full items-center justify-between px-4 text-left text-lg font-semibold hover:bg-ink/5"
          >
            {topicTitle(topic, i18n)}
            <ChevronRight className="size-5 text-ink-soft" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A topic's content inside a panel whose title is an h2; FAQ links switch the panel's view. */
export function TopicBody({ topic, onOpen }: { topic: InfoTopic; onOpen: (topic: InfoTopic) => void }) {
  switch (topic) {
    case "about":
      return <AboutContent level={3} />;
    case "research":
      return <ResearchContent level={3} />;
    case "contact":
      return <ContactContent />;
    case "privacy-terms":
      return <PrivacyTermsContent level={3} />;
    case "faq":
      return (
        <FaqContent
          level={3}
          links={{
            research: (label) => (
              <button type="button" className={linkClass} onClick={() => onOpen("research")}>
                {label}
              </button>
            ),
            privacy: (label) => (
              <button type="button" className={linkClass} onClick={() => onOpen("privacy-terms")}>
                {label}
              </button>
            ),
          }}
        />
      );
  }
}
