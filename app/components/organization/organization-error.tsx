import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ButtonLink } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { organization } from "~/i18n/pages/organization";
import { ORGANIZATION_READ_MESSAGES } from "../../../contract/messages/organization-reads";

/** The error page of the organization routes: the organization's not-found message, or the fetch error. */
export function OrganizationErrorBoundary({ back }: { back: { to: string; label: string } }) {
  const t = useMessages(organization);
  const actions = <ButtonLink to={back.to}>{back.label}</ButtonLink>;
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: ({ message }) => ({ title: t.notFound, message: message ?? "", actions }) }}
      defaultStatusHandler={() => ({ message: ORGANIZATION_READ_MESSAGES.fetchFailed, actions })}
    />
  );
}
