import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
// Our own illustrations as files (not inlined): they stay out of the entry chunk's JavaScript.
import capitol from "./illustrations/capitol.svg?no-inline";
import mailbox from "./illustrations/mailbox.svg?no-inline";
import message from "./illustrations/message.svg?no-inline";
import pen from "./illustrations/pen.svg?no-inline";

/** site.md §9: 4 slides, 6,500 ms each, swipe threshold 50 px. */
export const SLIDE_DURATION_MS = 6500;
export const SWIPE_THRESHOLD_PX = 50;

export interface Slide {
  title: string;
  subtitle: string;
  /** URL of the slide's decorative illustration. */
  image: string;
  source?: string;
}

export function buildSlides(
  { appName, assistantName }: { appName: string; assistantName: string },
  i18n: I18n,
): Slide[] {
  return [
    {
      title: t(i18n)`Your voice counts in D.C.`,
      subtitle: t(
        i18n,
      )`Congressional offices read, sort and count the mail constituents send. A personal message from someone in the district gets the closest attention.`,
      image: capitol,
      source:
        "Abernathy, C. E. (2015). Legislative Correspondence Management Practices: Congressional Offices and the Treatment of Constituent Opinion. Doctoral dissertation, Vanderbilt University.",
    },
    {
      title: t(i18n)`Handwritten stands out`,
      subtitle: t(
        i18n,
      )`In the age of AI, a real handwritten postcard is the gold standard. A robot writes yours with a real pen on a 5x7 glossy card.`,
      image: pen,
    },
    {
      title: t(i18n)`Say it in your own words`,
      subtitle: t(
        i18n,
      )`${assistantName}, our writing assistant, helps you turn what you care about into a short, personal message. Or write it yourself.`,
      image: message,
    },
    {
      title: t(i18n)`Mailed for you in days`,
      subtitle: t(
        i18n,
      )`${appName} mails your card first-class within 3 business days and emails you once it is on its way.`,
      image: mailbox,
    },
  ];
}
