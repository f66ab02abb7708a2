import { Heading, type HeadingLevel, Prose } from "./prose";

/** The research view: the 96% claim (site.md §2) and where the evidence comes from. */
export function ResearchContent({ level }: { level: HeadingLevel }) {
  return (
    <Prose>
      <div className="rounded-2xl bg-ink p-5 text-white">
        <p className="text-5xl font-bold">96%</p>
        <p className="mt-2 text-lg font-semibold">
          of staffers say personalized constituent messages influence undecided votes.
        </p>
        <p className="mt-2 text-sm text-white/80">
          Congressional Management Foundation, surveys of congressional staff
        </p>
      </div>
      <Heading level={level}>What congressional staff tell researchers</Heading>
      <p>
        For years, the Congressional Management Foundation has asked the people who work in congressional offices which
        kinds of contact from constituents matter. Their answer is consistent: personal messages from people in the
        district carry far more weight than identical form letters, especially when a member has not made up their mind.
      </p>
      <Heading level={level}>How offices handle their mail</Heading>
      <p>
        Research on how congressional offices manage their correspondence shows that staff read, sort and tally what
        constituents send, and report it to the member. Messages written in a constituent's own words stand apart from
        mass campaigns.
      </p>
      <p className="text-sm text-ink/80">
        Abernathy, C. E. (2015). Legislative Correspondence Management Practices: Congressional Offices and the
        Treatment of Constituent Opinion. Doctoral dissertation, Vanderbilt University.
      </p>
      <Heading level={level}>Why handwritten</Heading>
      <p>
        Anyone can send a thousand emails in a minute. A handwritten card, written in real ink and mailed to the office,
        takes effort, and that is exactly why it gets noticed. Keep it short, personal and about your community.
      </p>
    </Prose>
  );
}
