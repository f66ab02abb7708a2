import { useLingui } from "@lingui/react/macro";
import { Heading, type HeadingLevel, Prose } from "./prose";

/** The research view: the 96% claim (site.md §2) and where the evidence comes from. */
export function ResearchContent({ level }: { level: HeadingLevel }) {
  const { t } = useLingui();
  return (
    <Prose>
      <div className="rounded-2xl bg-ink p-5 text-white">
        <p className="text-5xl font-bold">96%</p>
        <p className="mt-2 text-lg font-semibold">{t`of staffers say personalized constituent messages influence undecided votes.`}</p>
        <p className="mt-2 text-sm text-white/80">{t`Congressional Management Foundation, surveys of congressional staff`}</p>
      </div>
      <Heading level={level}>{t`What congressional staff tell researchers`}</Heading>
      <p>{t`For years, the Congressional Management Foundation has asked the people who work in congressional offices which kinds of contact from constituents matter. Their answer is consistent: personal messages from people in the district carry far more weight than identical form letters, especially when a member has not made up their mind.`}</p>
      <Heading level={level}>{t`How offices handle their mail`}</Heading>
      <p>{t`Research on how congressional offices manage their correspondence shows that staff read, sort and tally what constituents send, and report it to the member. Messages written in a constituent's own words stand apart from mass campaigns.`}</p>
      {/* A citation, in the language it was published in. */}
      <p className="text-sm text-ink/80" lang="en">
        Abernathy, C. E. (2015). Legislative Correspondence Management Practices: Congressional Offices and the
        Treatment of Constituent Opinion. Doctoral dissertation, Vanderbilt University.
      </p>
      <Heading level={level}>{t`Why handwritten`}</Heading>
      <p>{t`Anyone can send a thousand emails in a minute. A handwritten card, written in real ink and mailed to the office, takes effort, and that is exactly why it gets noticed. Keep it short, personal and about your community.`}</p>
    </Prose>
  );
}
