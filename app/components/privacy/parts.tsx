import { useMessages } from "~/i18n/messages";
import { privacy } from "~/i18n/pages/privacy";
import { CONTACT_EMAIL } from "../../../contract/contact";

export const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

export const PRIVACY_SECTIONS = [
  "who-we-are",
  "what-we-collect",
  "cookies",
  "analytics",
  "how-we-use",
  "sharing",
  "retention",
  "your-rights",
  "security",
  "children",
  "changes",
  "contact",
] as const;

export type PrivacySection = (typeof PRIVACY_SECTIONS)[number];

export function Section({ id, children }: { id: PrivacySection; children: React.ReactNode }) {
  const title = useMessages(privacy).sections[id];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
    </section>
  );
}

export function Bullets({ children }: { children: React.ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-slate-500">{children}</ul>;
}

/** The contact address, as a link that writes to it. */
export function EmailLink() {
  return (
    <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
      {CONTACT_EMAIL}
    </a>
  );
}
