import { ButtonLink } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { organization } from "~/i18n/pages/organization";

/*
 * What a profile's header offers everyone but its owner, and what the owner's controls (./owner-controls.tsx, loaded
 * only for the owner) share with the page.
 */

/** The form intent the detail route's action answers by deleting the organization. */
export const DELETE_INTENT = "delete";

/** Why deleting failed (the action's answer), wherever the viewer stands. */
export function DeleteError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="w-full rounded-md border border-rose-200 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800"
    >
      {message}
    </p>
  );
}

/** Offered to everyone but the owner on Explore companies nobody has claimed yet. */
export function ClaimProfileLink({ orgId }: { orgId: string }) {
  const t = useMessages(organization);
  return (
    <ButtonLink to={`/claim/${orgId}`} data-analytics="explore_claim_click" data-analytics-context="profile">
      {t.claimProfile}
    </ButtonLink>
  );
}
