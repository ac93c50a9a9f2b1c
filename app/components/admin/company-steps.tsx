import { useNavigation, useSearchParams } from "react-router";
import { CONFIRM_STEP_ID, ConfirmStep } from "~/components/confirm-step";
import { Form } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { admin } from "~/i18n/pages/admin";
import { INTENTS } from "~/lib/admin-tabs";
import { cx } from "~/lib/cx";
import type { AdminCompanyDto } from "../../../contract/dto";
import { dangerButton, smallButton } from "./admin-ui";

/** The questions the Companies tab asks before a flag changes or a company leaves Explore. */

type Flag = "isFeatured" | "isExploreCompany";

/**
 * The confirmation steps of this page (docs/decisions/0053): `?confirm=flag&company=<id>&flag=&value=` before a flag
 * changes, `?confirm=remove&company=<id>&why=<reason>` before a company leaves Explore. The list's own parameters stay.
 */
const STEP_PARAMS = ["confirm", "company", "flag", "value", "why"] as const;

export function useStep() {
  const [params] = useSearchParams();
  const kept = new URLSearchParams(params);
  for (const name of [...STEP_PARAMS, "reason"]) kept.delete(name);
  const query = kept.toString();
  return {
    params,
    /** The list's own parameters, carried by a form that opens a step. */
    kept: [...kept.entries()],
    back: `/admin/companies${query ? `?${query}` : ""}`,
  };
}

/** A GET form that opens a confirmation step for `company`; the list's filters and pages go with it. */
export function StepForm({ fields, children }: { fields: Record<string, string>; children: React.ReactNode }) {
  const { kept } = useStep();
  return (
    <Form method="get" action={`/admin/companies#${CONFIRM_STEP_ID}`} preventScrollReset>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}

/** One flag as a pressed/unpressed button that asks first (ConfirmFlag); the change is audited on the server. */
export function FlagToggle({ company, flag, label }: { company: AdminCompanyDto; flag: Flag; label: string }) {
  const on = company[flag];
  const t = useMessages(admin).companies;
  return (
    <StepForm fields={{ confirm: "flag", company: company.id, flag, value: on ? "false" : "true" }}>
      <button
        type="submit"
        aria-pressed={on}
        className={cx(smallButton, on && "border-brand-600 bg-brand-50 text-brand-900 hover:bg-brand-100")}
      >
        <span
          aria-hidden="true"
          className={cx(
            "inline-block h-3 w-3 rounded-full ring-1 ring-inset",
            on ? "bg-brand-600 ring-brand-600" : "bg-white ring-slate-400",
          )}
        />
        {label}
        <span className="sr-only">{t.forCompany(company.name)}</span>
      </button>
    </StepForm>
  );
}

/** What turning a flag on or off does to the company's city guide and listing, asked before it is done. */
export function ConfirmFlag({
  company,
  cityName,
  flag,
}: {
  company: AdminCompanyDto;
  cityName: string | null;
  flag: Flag;
}) {
  const t = useMessages(admin).companies;
  const navigation = useNavigation();
  const { back } = useStep();
  const value = !company[flag];
  const pending =
    navigation.formData?.get("intent") === INTENTS.companyFlag && navigation.formData?.get("id") === company.id;
  const city = cityName ?? company.primaryCity;
  const paid = company.paymentStatus === "paid";
  const step =
    flag === "isFeatured"
      ? value
        ? { title: t.confirmFeatureOn(company.name), says: [t.featureOnEffect(city)] }
        : { title: t.confirmFeatureOff(company.name), says: [t.featureOffEffect(city)] }
      : value
        ? { title: t.confirmExploreOn(company.name), says: [t.exploreOnEffect(city)] }
        : {
            title: t.confirmExploreOff(company.name),
            says: [t.exploreOffEffect(city), ...(paid ? [] : [t.unpaidLeavesDirectory])],
          };
  return (
    <ConfirmStep
      title={step.title}
      back={back}
      backLabel={t.keepAsIs}
      action={
        <Form method="post" action={back} preventScrollReset>
          <input type="hidden" name="intent" value={INTENTS.companyFlag} />
          <input type="hidden" name="id" value={company.id} />
          <input type="hidden" name="flag" value={flag} />
          <input type="hidden" name="value" value={String(value)} />
          <button type="submit" disabled={pending} className={buttonClass.primary}>
            {value ? t.confirmTurnOn : t.confirmTurnOff}
          </button>
        </Form>
      }
    >
      {step.says.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{t.undoBy}</p>
    </ConfirmStep>
  );
}

/** Taking an approved company out of Explore, asked before it is done: it needs a new request and approval to return. */
export function ConfirmRemoval({
  company,
  cityName,
  reason,
}: {
  company: AdminCompanyDto;
  cityName: string | null;
  reason: string;
}) {
  const t = useMessages(admin).companies;
  const navigation = useNavigation();
  const { back } = useStep();
  const removing =
    navigation.formData?.get("intent") === INTENTS.removeFromExplore && navigation.formData?.get("id") === company.id;
  return (
    <ConfirmStep
      title={t.confirmRemove(company.name)}
      back={back}
      backLabel={t.keepAsIs}
      action={
        <Form method="post" action={back} preventScrollReset>
          <input type="hidden" name="intent" value={INTENTS.removeFromExplore} />
          <input type="hidden" name="action" value="reject" />
          <input type="hidden" name="id" value={company.id} />
          <input type="hidden" name="reason" value={reason} />
          <button type="submit" disabled={removing} className={dangerButton}>
            {removing ? t.removing : t.removeButton}
          </button>
        </Form>
      }
    >
      <p>{t.removeEffect(cityName ?? company.primaryCity)}</p>
      {company.paymentStatus === "paid" ? null : <p>{t.unpaidLeavesDirectory}</p>}
      <p>{reason ? t.ownerReads(reason) : t.noReasonGiven}</p>
    </ConfirmStep>
  );
}
