import { Link } from "~/components/localized";
import { useMessages } from "~/i18n/messages";
import { organization } from "~/i18n/pages/organization";
import { displayUrl } from "~/lib/display-url";
import { ExternalIcon, ExternalLink } from "./external-link";
import { ProfileSection } from "./section";

export type ExploreCity = { slug: string; name: string };

/** The Explore editors' word on the company and the city guide it belongs to. */
export function EditorsNote({ note, city }: { note: string | null; city: ExploreCity | null }) {
  const t = useMessages(organization);
  return (
    <ProfileSection id="editors-note" title={t.editorsNote}>
      {note ? (
        <blockquote className="mt-3 border-l-4 border-brand-600 pl-4 text-slate-800 italic">
          <p className="leading-relaxed">{note}</p>
        </blockquote>
      ) : null}
      {city ? (
        <p className="mt-4 text-sm text-slate-700">
          {t.featuredIn}{" "}
          <Link
            to={`/explore/${city.slug}`}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {city.name}
          </Link>
        </p>
      ) : null}
    </ProfileSection>
  );
}

export function ExploreResources({ links }: { links: string[] }) {
  const t = useMessages(organization);
  return (
    <ProfileSection id="explore-resources" title={t.exploreResources}>
      <ul className="mt-3 space-y-2">
        {links.map((url) => (
          <li key={url}>
            <ExternalLink
              href={url}
              className="rounded text-brand-700 underline underline-offset-2 wrap-anywhere hover:text-brand-900"
            >
              {displayUrl(url)}
              <ExternalIcon className="ml-1 inline align-[-2px]" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
