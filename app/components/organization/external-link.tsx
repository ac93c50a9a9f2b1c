import { useMessages } from "~/i18n/messages";
import { organization } from "~/i18n/pages/organization";
import { cx } from "~/lib/cx";

const NEW_TAB_HINT_ID = "organization-new-tab-hint";

/**
 * Screen readers hear "opens in a new tab" as a description, so link names stay short ("Website", "LinkedIn").
 * Render once per page.
 */
export function NewTabHint() {
  const t = useMessages(organization);
  return (
    <span id={NEW_TAB_HINT_ID} hidden>
      {t.newTab}
    </span>
  );
}

/** A link that leaves the site: new tab, without giving the other page a handle on this one. */
export function ExternalLink({
  href,
  className,
  analytics,
  children,
}: {
  href: string;
  className?: string;
  /** Counts clicks (app/lib/analytics.client.ts): the event type and which link. */
  analytics?: { event: string; context: string };
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      data-analytics={analytics?.event}
      data-analytics-context={analytics?.context}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={NEW_TAB_HINT_ID}
      className={cx(
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      {children}
    </a>
  );
}

export function ExternalIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={cx("size-4 shrink-0", className)}>
      <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.29a1 1 0 1 0 1.42 1.42L15 6.41V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
      <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
    </svg>
  );
}
