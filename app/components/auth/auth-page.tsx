import { useNavigation } from "react-router";
import { Notice, type NoticeTone } from "~/components/form/notice";
import { Form } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { cx } from "~/lib/cx";

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

/** An account screen that says how something went (`message`, in a notice of `tone`), then `next` (where to go). */
export function OutcomePage({
  title,
  tone,
  message,
  next,
}: {
  title: string;
  tone: NoticeTone;
  message: React.ReactNode;
  next: React.ReactNode;
}) {
  return (
    <AuthPage title={title}>
      <Notice tone={tone}>{message}</Notice>
      {next}
    </AuthPage>
  );
}

/** A form of one full-width button that posts to the page (a confirmation); `pending` is its label while it posts. */
export function ConfirmForm({ label, pending }: { label: string; pending: string }) {
  const navigation = useNavigation();
  return (
    <Form method="post">
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={navigation.state !== "idle"}>
        {navigation.state === "submitting" ? pending : label}
      </button>
    </Form>
  );
}
