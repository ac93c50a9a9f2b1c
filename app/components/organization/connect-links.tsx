import { useMessages } from "~/i18n/messages";
import { organization } from "~/i18n/pages/organization";
import type { OrganizationDto } from "../../../contract/dto";
import { ExternalLink } from "./external-link";
import { ProfileSection } from "./section";

type ConnectUrls = Pick<OrganizationDto, "websiteUrl" | "linkedinUrl" | "twitterUrl" | "blogUrl">;

const ICON_PATHS = {
  website:
    "M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm5.9 7h-2.5a12.6 12.6 0 0 0-1.2-4.7A6 6 0 0 1 15.9 9ZM10 4.1c.7.9 1.5 2.6 1.7 4.9H8.3c.2-2.3 1-4 1.7-4.9ZM7.8 4.3A12.6 12.6 0 0 0 6.6 9H4.1a6 6 0 0 1 3.7-4.7ZM4.1 11h2.5c.1 1.8.6 3.4 1.2 4.7A6 6 0 0 1 4.1 11Zm5.9 4.9c-.7-.9-1.5-2.6-1.7-4.9h3.4c-.2 2.3-1 4-1.7 4.9Zm2.2-.2c.6-1.3 1.1-2.9 1.2-4.7h2.5a6 6 0 0 1-3.7 4.7Z",
  linkedin:
    "M4.5 3A1.5 1.5 0 1 0 4.5 6 1.5 1.5 0 0 0 4.5 3ZM3.2 7.2h2.6V17H3.2V7.2Zm4.3 0H10v1.3h.1c.4-.7 1.3-1.5 2.8-1.5 3 0 3.5 2 3.5 4.5V17h-2.6v-4.9c0-1.2 0-2.7-1.6-2.7s-1.9 1.3-1.9 2.6v5H7.5V7.2Z",
  twitter:
    "M14.6 3h2.5l-5.4 6.1L18 17h-4.9l-3.9-5-4.4 5H2.3l5.7-6.5L2 3h5l3.5 4.6L14.6 3Zm-.9 12.6h1.4L6.4 4.3H4.9l8.8 11.3Z",
  blog: "M4 3a1 1 0 0 0 0 2 11 11 0 0 1 11 11 1 1 0 1 0 2 0A13 13 0 0 0 4 3Zm0 5a1 1 0 0 0 0 2 6 6 0 0 1 6 6 1 1 0 1 0 2 0 8 8 0 0 0-8-8Zm1 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z",
};

/** The links the organization lists, in a fixed order. */
export function connectLinks(org: ConnectUrls) {
  const links = [
    { kind: "website", url: org.websiteUrl },
    { kind: "linkedin", url: org.linkedinUrl },
    { kind: "twitter", url: org.twitterUrl },
    { kind: "blog", url: org.blogUrl },
  ] as const;
  return links.filter((link): link is (typeof links)[number] & { url: string } => Boolean(link.url));
}

/** Where to find the organization elsewhere; renders nothing when it lists no link. */
export function ConnectLinks({ org }: { org: ConnectUrls }) {
  const t = useMessages(organization);
  const links = connectLinks(org);
  if (links.length === 0) return null;
  return (
    <ProfileSection id="connect" title={t.connect}>
      <ul className="mt-4 grid grid-cols-2 gap-2">
        {links.map((link) => (
          <li key={link.kind}>
            <ExternalLink
              href={link.url}
              analytics={{ event: "org_link_click", context: link.kind }}
              className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-700"
            >
              <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4 shrink-0">
                <path fillRule="evenodd" clipRule="evenodd" d={ICON_PATHS[link.kind]} />
              </svg>
              {t[link.kind]}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
