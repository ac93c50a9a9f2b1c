import { type ReactNode, useEffect, useRef } from "react";
import { useHydrated } from "~/components/form/use-hydrated";
import { useNavigate } from "~/components/localized";
import { ButtonLink } from "~/components/ui";

/** Where a confirmation step's opening form lands: the step's own anchor, so a page without JavaScript shows it. */
export const CONFIRM_STEP_ID = "confirm-step";

/**
 * The question asked before a change one click cannot take back. The step is an address of its own (a GET form
 * adds `?confirm=...`, docs/decisions/0053), so without JavaScript it is a page that says what will happen, with the
 * form that does it and a way back; once the page is hydrated the same step is a modal dialog (Escape goes back).
 * Nothing changes until `action`, the step's own form, is submitted.
 */
export function ConfirmStep({
  title,
  children,
  action,
  back,
  backLabel,
}: {
  title: string;
  /** What will happen, with real names and dates. */
  children: ReactNode;
  /** The form whose button makes the change. */
  action: ReactNode;
  /** The address without the step (same page, same filters). */
  back: string;
  backLabel: string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!hydrated || !element) return;
    // The button that opened the step gets the focus back when the step goes, as a dialog's opener should.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [hydrated]);

  const content = (
    <>
      <h2 id={`${CONFIRM_STEP_ID}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div id={`${CONFIRM_STEP_ID}-consequence`} className="mt-2 space-y-2 text-sm text-slate-800">
        {children}
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        {action}
        <ButtonLink to={back} replace preventScrollReset look="secondary">
          {backLabel}
        </ButtonLink>
      </div>
    </>
  );

  if (!hydrated) {
    return (
      <section
        id={CONFIRM_STEP_ID}
        aria-labelledby={`${CONFIRM_STEP_ID}-title`}
        aria-describedby={`${CONFIRM_STEP_ID}-consequence`}
        className="mt-3 scroll-mt-24 rounded-lg border-2 border-amber-400 bg-amber-50 p-4"
      >
        {content}
      </section>
    );
  }
  return (
    <dialog
      ref={dialog}
      id={CONFIRM_STEP_ID}
      aria-labelledby={`${CONFIRM_STEP_ID}-title`}
      aria-describedby={`${CONFIRM_STEP_ID}-consequence`}
      onCancel={(event) => {
        event.preventDefault();
        navigate(back, { replace: true, preventScrollReset: true });
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border border-slate-200 bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      {content}
    </dialog>
  );
}
