import { useNavigation } from "react-router";
import { Notice } from "~/components/form/notice";
import { Form } from "~/components/localized";
import { ButtonLink, buttonClass } from "~/components/ui";
import { cx } from "~/lib/cx";
import type { NoticeTone } from "~/lib/flash";
import { CONFIRM_LINK } from "~/lib/mail-link";

/** The centred card every account screen sits in, under its page heading. */
export function AuthPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <main className="px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {lead ? <p className="mt-2 text-slate-700">{lead}</p> : null}
        </div>
        <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </main>
  );
}

/** An account screen's submit button, as wide as its card; disabled while `busy`. */
export function AuthSubmit({ busy, children }: { busy: boolean; children: React.ReactNode }) {
  return (
    <button type="submit" disabled={busy} className={cx(buttonClass.primary, "w-full py-2.5")}>
      {children}
    </button>
  );
}

/** Where an outcome page sends on: `to` with its `label`. */
type NextLink = { to: string; label: string };

/**
 * An account screen that says how something went (`message`, in a notice of `tone`), then where to go next: the
 * first of `links` as the main way on, the others lighter.
 */
export function OutcomePage({
  title,
  tone,
  message,
  links,
}: {
  title: string;
  tone: NoticeTone;
  message: React.ReactNode;
  links: readonly NextLink[];
}) {
  return (
    <AuthPage title={title}>
      <Notice tone={tone}>{message}</Notice>
      <div className="mt-6 flex flex-wrap gap-3">
        {links.map((link, index) => (
          <ButtonLink key={link.to} to={link.to} look={index === 0 ? "secondary" : "ghost"}>
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </AuthPage>
  );
}

/** A form of one full-width button that posts to the page (a confirmation); `pending` is its label while it posts. */
export function ConfirmForm({ label, pending }: { label: string; pending: string }) {
  const navigation = useNavigation();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={CONFIRM_LINK} />
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={navigation.state !== "idle"}>
        {navigation.state === "submitting" ? pending : label}
      </button>
    </Form>
  );
}
