import { useLingui } from "@lingui/react/macro";
import { usePublicConfig } from "@/lib/public-config";
import { Heading, type HeadingLevel, Prose } from "./prose";

export function AboutContent({ level }: { level: HeadingLevel }) {
  const { t } = useLingui();
  const { appName, assistantName } = usePublicConfig();
  return (
    <Prose>
      <Heading level={level}>{t`Why we built ${appName}`}</Heading>
      <p>{t`When a federal bill proposed selling off public lands, people across the country spoke up. Many of them wanted to tell their own representatives what those places meant to them, but weren't sure a form email or a petition signature would ever be read.`}</p>
      <p>{t`We built ${appName} so that anyone can send something that is hard to ignore: a real, handwritten postcard, mailed to their representative's office in D.C. It takes a few minutes, and you don't need an account.`}</p>
      <Heading level={level}>{t`What we believe`}</Heading>
      <p>{t`Handwritten postcards are the gold standard in the age of AI. A card written in real ink, in your own words, about your own community, shows an office that a real constituent took the time to reach out.`}</p>
      <p>{t`${appName} is non-partisan. We don't tell you what to say or whom to support. ${assistantName}, our writing assistant, helps you put your own views into a short, respectful message, whatever they are.`}</p>
      <Heading level={level}>{t`How it works`}</Heading>
      <p>{t`Enter your ZIP code to find your House representative and, if you like, your two senators. Write your message with ${assistantName}'s help or on your own, preview the card, and pay by card. A handwriting robot writes your message with a real pen on a 5x7 glossy postcard, and we mail it first-class within 3 business days.`}</p>
    </Prose>
  );
}
