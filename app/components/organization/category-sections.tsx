import { useMessages } from "~/i18n/messages";
import { organization } from "~/i18n/pages/organization";
import type { ProfileCategory } from "../../../contract/dto";
import { ProfileSection } from "./section";

export const categoryAnchor = (id: string) => `category-${id}`;

export type JumpLink = { href: string; label: string; emoji?: string };

/** "On this page": one chip per section; scrolls sideways on a phone instead of stacking rows of chips. */
export function JumpLinks({ links }: { links: JumpLink[] }) {
  const t = useMessages(organization);
  return (
    <nav aria-labelledby="on-this-page" className="min-w-0">
      <h2 id="on-this-page" className="text-sm font-semibold text-slate-700">
        {t.onThisPage}
      </h2>
      <ul className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {links.map((link) => (
          <li key={link.href} className="shrink-0">
            <a
              href={link.href}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {link.emoji ? <span aria-hidden="true">{link.emoji}</span> : null}
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function CategorySection({ category, orgName }: { category: ProfileCategory; orgName: string }) {
  const t = useMessages(organization);
  return (
    <ProfileSection
      id={categoryAnchor(category.id)}
      title={
        <>
          <span aria-hidden="true">{category.emoji}</span>
          {category.name}
        </>
      }
    >
      {category.description ? <p className="mt-1 text-sm text-slate-700">{category.description}</p> : null}
      {category.detail ? (
        <p className="mt-4 leading-relaxed whitespace-pre-line text-slate-800">{category.detail}</p>
      ) : null}
      {category.image ? (
        <img
          src={category.image}
          alt={t.categoryImage(category.name, orgName)}
          width={1280}
          height={720}
          loading="lazy"
          decoding="async"
          className="mt-4 aspect-video w-full rounded-lg bg-slate-100 object-cover"
        />
      ) : null}
    </ProfileSection>
  );
}
