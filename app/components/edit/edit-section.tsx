import { LabelledSection } from "~/components/labelled-section";

/** One card of the edit form, named by its heading. */
export function EditSection(props: { id: string; title: string; lead?: React.ReactNode; children: React.ReactNode }) {
  return (
    <LabelledSection id={props.id} title={props.title}>
      {props.lead ? <p className="mt-1 text-sm text-slate-700">{props.lead}</p> : null}
      <div className="mt-5">{props.children}</div>
    </LabelledSection>
  );
}
