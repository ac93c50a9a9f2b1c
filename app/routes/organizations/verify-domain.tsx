import { useNavigation } from "react-router";
import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { listUserOrganizations } from "#worker/services/accounts/accounts";
import {
  checkDomain,
  confirmDomainCode,
  getDomainVerification,
  sendDomainCode,
} from "#worker/services/verification/domain-verification";
import { FieldError, inputClass } from "~/components/form/fields";
import { Notice } from "~/components/form/notice";
import { Form, Link } from "~/components/localized";
import { formatDate } from "~/components/profile/dashboard-section";
import { ButtonLink, buttonClass, Container, PageHeading } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { dashboard } from "~/i18n/pages/dashboard";
import { dispatchIntent, type FormIntent } from "~/lib/actions.server";
import { withPageErrors } from "~/lib/errors.server";
import { requirePageAccess } from "~/lib/guards.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import {
  DOMAIN_VERIFICATION_DAYS,
  type DomainVerificationDto,
  domainCheckInput,
  domainCodeInput,
  domainCodeRequest,
  ROLE_MAILBOXES,
} from "../../../contract/domain-verification";
import type { Route } from "./+types/verify-domain";

/**
 * Verified profiles: the creator proves control of the organization's website domain, by a DNS TXT
 * record, a file under /.well-known/ or a code emailed to an address at the domain. Without `?org=`, the person's
 * organizations to choose from.
 */

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: dashboard[pageLocale(args)].verifyDomain.title, noindex: true });
}

export const loader = withPageErrors(async ({ context, request }: Route.LoaderArgs) => {
  const viewer = await requirePageAccess(context, request, "verified", "permanent-account");
  const { db } = context.get(appContext);
  const orgId = new URL(request.url).searchParams.get("org");
  if (!orgId) {
    const organizations = await listUserOrganizations(db, viewer.id);
    return {
      verification: null,
      organizationName: null,
      organizations: organizations.map(({ id, name, websiteUrl, verifiedDomain }) => ({
        id,
        name,
        websiteUrl,
        verifiedDomain,
      })),
    };
  }
  const verification = await getDomainVerification(db, viewer, orgId);
  const organizations = await listUserOrganizations(db, viewer.id);
  const organizationName = organizations.find((org) => org.id === orgId)?.name ?? null;
  return { verification, organizationName, organizations: null };
});

const CHECK_DNS = "check-dns";
const CHECK_FILE = "check-file";
const SEND_CODE = "send-code";
const CONFIRM_CODE = "confirm-code";

type Failure = { intent: string; error: string };

export async function action({ context, request }: Route.ActionArgs) {
  const viewer = await requirePageAccess(context, request, "verified", "permanent-account");
  const { db, env } = context.get(appContext);
  const config = getConfig(env);
  const orgId = new URL(request.url).searchParams.get("org") ?? "";
  const check = async (form: FormIntent) => {
    const { method } = form.parse(domainCheckInput, { method: form.intent === CHECK_DNS ? "dns" : "file" });
    await checkDomain(config, db, viewer, orgId, method);
    return { intent: form.intent, done: true as const };
  };
  return dispatchIntent(request, {
    [CHECK_DNS]: check,
    [CHECK_FILE]: check,
    [SEND_CODE]: async (form) => {
      const { localPart } = form.parse(domainCodeRequest, { localPart: form.text("localPart") });
      await sendDomainCode(config, db, viewer, orgId, localPart, { locale: form.locale });
      return { intent: form.intent, done: true as const };
    },
    [CONFIRM_CODE]: async (form) => {
      const { code } = form.parse(domainCodeInput, { code: form.text("code") });
      await confirmDomainCode(config, db, viewer, orgId, code);
      return { intent: form.intent, done: true as const };
    },
  });
}

export default function VerifyDomain({ loaderData, actionData }: Route.ComponentProps) {
  const { verification, organizationName, organizations } = loaderData;
  const t = useMessages(dashboard).verifyDomain;
  return (
    <main className="py-10 sm:py-12">
      <Container className="max-w-3xl">
        <PageHeading title={t.title} lead={t.lead(DOMAIN_VERIFICATION_DAYS)} />
        {organizations ? (
          <OrganizationPicker organizations={organizations} />
        ) : verification ? (
          <VerificationPanel
            verification={verification}
            organizationName={organizationName}
            result={actionData as (Failure | { intent: string; done: true }) | undefined}
          />
        ) : null}
      </Container>
    </main>
  );
}

function OrganizationPicker({
  organizations,
}: {
  organizations: { id: string; name: string; websiteUrl: string | null; verifiedDomain: string | null }[];
}) {
  const t = useMessages(dashboard).verifyDomain;
  if (organizations.length === 0) {
    return (
      <Notice tone="info" className="mt-8">
        {t.noOrganizations}{" "}
        <Link to="/submit-organization" className="underline underline-offset-2">
          {t.addOrganization}
        </Link>{" "}
        {t.first}
      </Notice>
    );
  }
  return (
    <ul
      aria-label={t.yourOrganizations}
      className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {organizations.map((org) => (
        <li key={org.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <p className="font-semibold text-slate-900">{org.name}</p>
            <p className="text-sm text-slate-600">
              {org.verifiedDomain ? t.verifiedAs(org.verifiedDomain) : (org.websiteUrl ?? t.noWebsite)}
            </p>
          </div>
          <ButtonLink to={`/verify-domain?org=${org.id}`} look="secondary">
            {org.verifiedDomain ? t.manage : t.verify}
            <span className="sr-only"> {org.name}</span>
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

function VerificationPanel({
  verification: v,
  organizationName,
  result,
}: {
  verification: DomainVerificationDto;
  organizationName: string | null;
  result: Failure | { intent: string; done: true } | undefined;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const errorFor = (intent: string) => (result && "error" in result && result.intent === intent ? result.error : null);
  const messages = useMessages(dashboard);
  const t = messages.verifyDomain;

  if (!v.domain) {
    return (
      <Notice tone="warning" className="mt-8">
        {t.addWebsite(organizationName ?? t.theOrganization)}{" "}
        <Link to={`/organizations/${v.organizationId}/edit`} className="underline underline-offset-2">
          {t.editProfile}
        </Link>
      </Notice>
    );
  }

  return (
    <div className="mt-8 space-y-6">
      <section aria-labelledby="domain-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="domain-heading" className="text-lg font-semibold text-slate-900">
          {organizationName} · <span className="font-mono">{v.domain}</span>
        </h2>
        {v.verified ? (
          <Notice tone="success" className="mt-3">
            {t.verified(
              organizationName ?? v.verified.domain,
              v.verified.domain,
              t.methods[v.verified.method ?? "check"],
              formatDate(v.verified.until, "long", messages.dateLocale),
            )}
          </Notice>
        ) : (
          <p className="mt-2 text-sm text-slate-700">{t.notVerified}</p>
        )}
      </section>

      <MethodCard id="dns" title={t.dnsTitle} disabled={v.named ? null : t.dnsUnnamed}>
        <p>
          {t.dnsLeadBefore} <span className="font-mono">{v.domain}</span> {t.dnsLeadName}{" "}
          <span className="font-mono">@</span>
          {t.dnsLeadAfter}
        </p>
        <CodeLine label={t.txtValue} value={v.txtValue ?? ""} />
        <CheckForm
          intent={CHECK_DNS}
          label={t.checkDns}
          pending={pending}
          error={errorFor(CHECK_DNS)}
          disabled={!v.named}
        />
      </MethodCard>

      <MethodCard id="file" title={t.fileTitle}>
        <p>{t.fileLead}</p>
        <CodeLine label={t.fileContent} value={v.token ?? ""} />
        <p>{t.fileWhere}</p>
        <CodeLine label={t.fileAddress} value={v.fileUrl ?? ""} />
        <CheckForm intent={CHECK_FILE} label={t.checkFile} pending={pending} error={errorFor(CHECK_FILE)} />
      </MethodCard>

      <MethodCard id="email" title={t.emailTitle} disabled={v.named ? null : t.emailUnnamed}>
        <p>{t.emailLead(v.domain)}</p>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value={SEND_CODE} />
          <div>
            <label htmlFor="local-part" className="block text-sm font-medium text-slate-800">
              {t.address}
            </label>
            <div className="mt-1 flex items-center gap-1">
              <select
                id="local-part"
                name="localPart"
                required
                defaultValue="admin"
                disabled={!v.named}
                aria-invalid={errorFor(SEND_CODE) ? true : undefined}
                aria-describedby={errorFor(SEND_CODE) ? "local-part-error" : undefined}
                className={`${inputClass} mt-0 w-40`}
              >
                {ROLE_MAILBOXES.map((mailbox) => (
                  <option key={mailbox} value={mailbox}>
                    {mailbox}
                  </option>
                ))}
              </select>
              <span className="font-mono text-sm text-slate-700">@{v.domain}</span>
            </div>
          </div>
          <button type="submit" className={buttonClass.secondary} disabled={!v.named || pending === SEND_CODE}>
            {pending === SEND_CODE ? t.sending : t.sendCode}
          </button>
          <FieldError id="local-part-error" message={errorFor(SEND_CODE)} />
        </Form>
        {v.codeSentTo ? (
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value={CONFIRM_CODE} />
            <div>
              <label htmlFor="code" className="block text-sm font-medium text-slate-800">
                {t.codeSentTo(v.codeSentTo)}
              </label>
              <input
                id="code"
                name="code"
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                aria-invalid={errorFor(CONFIRM_CODE) ? true : undefined}
                aria-describedby={errorFor(CONFIRM_CODE) ? "code-error" : undefined}
                className={`${inputClass} w-40`}
              />
            </div>
            <button type="submit" className={buttonClass.primary} disabled={pending === CONFIRM_CODE}>
              {pending === CONFIRM_CODE ? t.checking : t.confirmCode}
            </button>
            <FieldError id="code-error" message={errorFor(CONFIRM_CODE)} />
          </Form>
        ) : null}
      </MethodCard>

      <p className="text-sm">
        <Link to="/profile" className="font-medium text-brand-700 underline underline-offset-2">
          {t.backToDashboard}
        </Link>
      </p>
    </div>
  );
}

function MethodCard({
  id,
  title,
  disabled = null,
  children,
}: {
  id: string;
  title: string;
  disabled?: string | null;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-800 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {disabled ? <p className="text-slate-600">{disabled}</p> : null}
      {children}
    </section>
  );
}

function CodeLine({ label, value }: { label: string; value: string }) {
  return (
    <p>
      <span className="sr-only">{label}: </span>
      <code className="block overflow-x-auto rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900">
        {value}
      </code>
    </p>
  );
}

function CheckForm({
  intent,
  label,
  pending,
  error,
  disabled = false,
}: {
  intent: string;
  label: string;
  pending: string | null;
  error: string | null;
  disabled?: boolean;
}) {
  const t = useMessages(dashboard).verifyDomain;
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={buttonClass.primary} disabled={disabled || pending === intent}>
        {pending === intent ? t.checking : label}
      </button>
      {error ? (
        <Notice tone="error" className="mt-2">
          {error}
        </Notice>
      ) : null}
    </Form>
  );
}
