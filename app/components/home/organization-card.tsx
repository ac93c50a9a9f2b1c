import { useMemo } from "react";
import { CompareButton } from "~/components/compare/compare-button";
import { Link } from "~/components/localized";
import { VerifiedLine } from "~/components/ui";
import { type Translation, useMessages } from "~/i18n/messages";
import { home } from "~/i18n/pages/home";
import type { CategoryDto, OrganizationDto } from "../../../contract/dto";

export type CardOrganization = Pick<
  OrganizationDto,
  "id" | "name" | "description" | "logo" | "premium" | "location" | "verifiedDomain"
> & {
  /** The organization's first categories, in its own order. */
  categoryIds: string[];
  /** How many categories it has besides those. */
  moreCategories: number;
};

type HomeMessages = Translation<(typeof home)["en"]>;

export type DirectoryCardsProps = {
  organizations: CardOrganization[];
  /** The catalogue's categories, in the page's language: the names of the cards' category ids. */
  categories: Pick<CategoryDto, "id" | "name">[];
  /** Where "Add your organization" leads: the submit form, or sign-up first. */
  signedIn: boolean;
};

/** The directory's cards, then the card that adds an organization, as the items of its list. */
export function DirectoryCards({ organizations, categories, signedIn }: DirectoryCardsProps) {
  const t = useMessages(home);
  const names = useMemo(() => new Map(categories.map((category) => [category.id, category.name])), [categories]);
  return (
    <>
      {organizations.map((org) => (
        <li key={org.id} className="flex flex-col gap-2">
          <OrganizationCard org={org} names={names} t={t} />
          {/* Beside the card, not inside it: the card is one link, and a form cannot sit in a link. */}
          <CompareButton org={org} size="small" />
        </li>
      ))}
      <li>
        <Link
          to={signedIn ? "/submit-organization" : "/signup"}
          className="flex h-64 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-white p-5 text-center text-slate-700 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true" className="text-3xl">
            +
          </span>
          <span className="text-lg font-semibold">{t.addOrganization}</span>
          <span className="text-sm">{t.addOrganizationLead}</span>
        </Link>
      </li>
    </>
  );
}

/** A directory card that flips on hover and on keyboard focus: logo and name in front, the description behind. */
function OrganizationCard({ org, names, t }: { org: CardOrganization; names: Map<string, string>; t: HomeMessages }) {
  // Without the catalogue (it failed to load) there are no names to show, and so no chips.
  const shown = org.categoryIds.flatMap((id) => names.get(id) ?? []);
  return (
    <Link to={`/organizations/${org.id}`} className="group org-card">
      <div className="org-card-turn">
        <div className="org-card-front">
          {org.logo ? (
            <img src={org.logo} alt="" width={64} height={64} loading="lazy" className="size-16 rounded-lg" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-16 items-center justify-center rounded-lg bg-brand-100 text-2xl font-bold text-brand-700"
            >
              {org.name.charAt(0)}
            </span>
          )}
          <h3 className="text-lg font-semibold text-slate-900">{org.name}</h3>
          {org.location ? <p className="text-sm text-slate-600">{org.location}</p> : null}
          {org.verifiedDomain ? <VerifiedLine>{t.verified(org.verifiedDomain)}</VerifiedLine> : null}
          {shown.length > 0 ? (
            <ul className="org-card-tags">
              {shown.map((name) => (
                <li key={name}>{name}</li>
              ))}
              {org.moreCategories > 0 ? (
                <li className="more">
                  {`+${org.moreCategories}`}
                  <span className="sr-only">{t.moreCategories}</span>
                </li>
              ) : null}
            </ul>
          ) : null}
          {org.premium ? (
            <span className="absolute top-3 right-3 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              {t.premium}
            </span>
          ) : null}
        </div>
        <div className="org-card-back">
          <div>
            <p className="font-semibold text-slate-900">{org.name}</p>
            <p className="mt-2 line-clamp-3 text-sm text-slate-700">{org.description}</p>
          </div>
          <span className="text-sm font-semibold text-brand-700">{t.viewProfile}</span>
        </div>
      </div>
    </Link>
  );
}
