import { CARD_CLASS, LabelledSection } from "~/components/labelled-section";

/**
 * One titled card of the profile. The id is the jump-link target; the scroll margin keeps the heading clear of
 * the sticky site header.
 */
export function ProfileSection(props: { id: string; title: React.ReactNode; children: React.ReactNode }) {
  return (
    <LabelledSection
      id={props.id}
      title={props.title}
      className={`scroll-mt-24 ${CARD_CLASS}`}
      headingClassName="flex items-center gap-2 text-xl font-semibold text-slate-900"
    >
      {props.children}
    </LabelledSection>
  );
}
