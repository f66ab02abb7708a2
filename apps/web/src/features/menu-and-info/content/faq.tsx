import { PER_CARD_CENTS, PRICE_CENTS } from "@civic/contracts/pricing";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatPrice } from "@/lib/format";
import { usePublicConfig } from "@/lib/public-config";
import { type HeadingLevel, Prose } from "./prose";

/** How the FAQ links elsewhere: the menu switches views, the page opens a dialog or a page. */
interface FaqLinks {
  research: (label: string) => ReactNode;
  privacy: (label: string) => ReactNode;
}

function Question({ title, level, children }: { title: string; level: HeadingLevel; children: ReactNode }) {
  const Tag = level === 2 ? "h3" : "h4";
  return (
    <div className="space-y-1">
      <Tag className="font-semibold text-ink">{title}</Tag>
      <div className="space-y-2">{children}</div>
    </div>
  );
}

/** site.md §2: four sections and the seven topics. `level` is the section heading level. */
export function FaqContent({ level, links }: { level: HeadingLevel; links: FaqLinks }) {
  const { t, i18n } = useLingui();
  const { appName } = usePublicConfig();
  // The contract's PRICE_SENTENCE, with prices for the page's language.
  const perCard = formatPrice(PER_CARD_CENTS, i18n);
  const allThree = formatPrice(PRICE_CENTS.triple, i18n);
  const Section = level === 2 ? "h2" : "h3";
  const sectionClass = "pt-3 text-sm font-bold tracking-wide text-ink/80 uppercase";
  return (
    <Prose>
      <Section className={sectionClass}>{t`About the postcard`}</Section>
      <Question level={level} title={t`What does the postcard look like?`}>
        <p>{t`A 5x7 glossy postcard with a drawing of a national park on the front, named in its corner. The back carries your message, your name and return address, and your representative's office address.`}</p>
      </Question>
      <Question level={level} title={t`How much does it cost?`}>
        <p>{t`${perCard} a card, or ${allThree} for all three (your representative and both senators). That covers the card, the handwriting, the stamp and first-class mail. You see the total before you pay, and you pay nothing until then.`}</p>
      </Question>
      <Question level={level} title={t`Is it really handwritten?`}>
        <p>{t`Yes. A robot holds a real pen and writes your words in ink, with the natural variation of handwriting. It is not a printed font.`}</p>
      </Question>

      <Section className={sectionClass}>{t`Why it works`}</Section>
      <Question level={level} title={t`Do postcards really make a difference?`}>
        <p>{t`Congressional offices track what constituents send them, and staff say personal messages from people in the district can sway a member who has not decided yet. A handwritten card is personal by nature.`}</p>
        <p>{links.research(t`See the Research`)}</p>
      </Question>

      <Section className={sectionClass}>{t`How it works`}</Section>
      <Question level={level} title={t`How do the robots work?`}>
        <p>{t`Once you order, your message goes to a postcard writing and mailing service. Its machines guide a real pen across the card, stroke by stroke. The card is then stamped and mailed first-class within 3 business days.`}</p>
      </Question>
      <Question level={level} title={t`Will I know when my card is sent?`}>
        <p>{t`Yes. You get an email with a copy of your postcard right after you order, and another once it has been mailed.`}</p>
      </Question>
      <Question level={level} title={t`Do you sell my personal information?`}>
        <p>
          {t`No. We never sell or share your personal information or the text of your postcard. Read more in our`}{" "}
          {links.privacy(t`Privacy & Terms`)}.
        </p>
      </Question>

      <Section className={sectionClass}>{t`Non-partisan promise`}</Section>
      <Question level={level} title={t`Is ${appName} partisan?`}>
        <p>{t`No. ${appName} is for every constituent, whatever their views. We don't take sides, suggest positions or favor any party. The message is yours.`}</p>
      </Question>
    </Prose>
  );
}
