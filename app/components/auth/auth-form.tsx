import { EmailField, PasswordField, TextField } from "~/components/form/fields";
import { Notice } from "~/components/form/notice";
import { useFormState } from "~/components/form/use-form-state";
import { Form, Link } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { auth } from "~/i18n/pages/auth";
import type { ActionFailure } from "~/lib/action-failure";
import { SIGN_IN_EMAIL } from "~/lib/auth-forms";
import { cx } from "~/lib/cx";
import { loginInput, signupInput } from "../../../contract/account";
import { PASSWORD_MIN_LENGTH } from "../../../contract/limits";
import { AuthPage, AuthSubmit } from "./auth-page";

type AuthMode = "login" | "signup";

const MODES = {
  login: { path: "/login", schema: loginInput },
  signup: { path: "/signup", schema: signupInput },
} as const;

function AuthTabs({ mode, redirectTo }: { mode: AuthMode; redirectTo: string }) {
  const t = useMessages(auth);
  // Switching tabs keeps the page the person should return to.
  const query = redirectTo === "/" ? "" : `?${new URLSearchParams({ redirectTo })}`;
  return (
    <nav aria-label={t.tabs}>
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
        {(Object.keys(MODES) as AuthMode[]).map((tabMode) => {
          const current = tabMode === mode;
          return (
            <li key={tabMode}>
              <Link
                to={`${MODES[tabMode].path}${query}`}
                aria-current={current ? "page" : undefined}
                className={cx(
                  "block rounded-md px-3 py-2 text-center text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  current
                    ? "bg-white text-slate-900 shadow-sm"
                    : "text-slate-700 hover:bg-white/60 hover:text-slate-900",
                )}
              >
                {t[tabMode].tab}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function GoogleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 18 18" className="size-4">
      <path
        fill="#EA4335"
        d="M9 3.48c1.69 0 2.83.73 3.48 1.34l2.54-2.48C13.46.89 11.43 0 9 0 5.48 0 2.44 2.02.96 4.96l2.91 2.26C4.6 5.05 6.62 3.48 9 3.48z"
      />
      <path
        fill="#4285F4"
        d="M17.64 9.2c0-.74-.06-1.28-.19-1.84H9v3.34h4.96c-.1.83-.64 2.08-1.84 2.92l2.84 2.2c1.7-1.57 2.68-3.88 2.68-6.62z"
      />
      <path
        fill="#FBBC05"
        d="M3.88 10.78A5.54 5.54 0 0 1 3.58 9c0-.62.11-1.22.29-1.78L.96 4.96A9 9 0 0 0 0 9c0 1.45.35 2.82.96 4.04l2.92-2.26z"
      />
      <path
        fill="#34A853"
        d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.84-2.2c-.76.53-1.78.9-3.12.9-2.38 0-4.4-1.57-5.12-3.74L.97 13.04C2.45 15.98 5.48 18 9 18z"
      />
    </svg>
  );
}

function GitHubIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
      <path d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.01 8.01 0 0 0 16 8c0-4.42-3.58-8-8-8z" />
    </svg>
  );
}

/**
 * The Log In / Sign Up screen: tabs, the email form and the Google and GitHub buttons. Both forms post to the
 * page's own action, so they work before (and without) JavaScript.
 */
export function AuthForm({
  mode,
  actionData,
  redirectTo,
  notices,
  isGuest,
}: {
  mode: AuthMode;
  actionData: ActionFailure | undefined;
  redirectTo: string;
  /** Messages from the URL: why the person was sent here, or that their password was reset. */
  notices: { info?: string | null; success?: string | null; error?: { message: string; emailInUse: boolean } | null };
  isGuest?: boolean;
}) {
  const config = MODES[mode];
  const t = useMessages(auth);
  const text = t[mode];
  const { busy, pendingIntent, fieldErrors, onSubmit } = useFormState(config.schema, actionData?.fieldErrors);
  // A form whose fields were refused says so under each field, not above the form.
  const refused = actionData && Object.keys(actionData.fieldErrors).length === 0 ? actionData.error : undefined;
  const formError = busy ? undefined : (refused ?? notices.error?.message);
  // The email already has an account: offer signing in and resetting the password.
  const emailInUse = actionData ? actionData.messageId === "auth.emailInUse" : notices.error?.emailInUse;

  return (
    <AuthPage title={text.title} lead={text.lead}>
      <AuthTabs mode={mode} redirectTo={redirectTo} />

      <div className="mt-6 space-y-3 empty:hidden">
        {notices.success ? <Notice tone="success">{notices.success}</Notice> : null}
        {notices.info ? <Notice tone="info">{notices.info}</Notice> : null}
        {isGuest && mode === "signup" ? <Notice tone="info">{t.guestNotice}</Notice> : null}
        {formError ? (
          <Notice tone="error">
            <p>{formError}</p>
            {emailInUse ? (
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 font-semibold">
                <Link to="/login" className="underline hover:no-underline">
                  {t.signInWithPassword}
                </Link>
                <Link to="/forgot-password" className="underline hover:no-underline">
                  {t.resetPassword}
                </Link>
              </p>
            ) : null}
          </Notice>
        ) : null}
      </div>

      <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <input type="hidden" name="intent" value={SIGN_IN_EMAIL} />
        {mode === "login" ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {mode === "signup" ? (
          <TextField
            label={t.displayName}
            name="name"
            autoComplete="nickname"
            optional
            defaultValue={actionData?.values?.name}
            hint={t.displayNameHint}
          />
        ) : null}
        <EmailField label={t.email} error={fieldErrors.email} defaultValue={actionData?.values?.email} />
        <div>
          <PasswordField
            label={t.password}
            name="password"
            kind={mode === "login" ? "current" : "new"}
            error={fieldErrors.password}
            hint={mode === "signup" ? t.passwordHint(PASSWORD_MIN_LENGTH) : undefined}
          />
          {mode === "login" ? (
            <p className="mt-2 text-right text-sm">
              <Link to="/forgot-password" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {t.forgotPassword}
              </Link>
            </p>
          ) : null}
        </div>
        {mode === "signup" ? (
          <PasswordField
            label={t.confirmPassword}
            name="confirmPassword"
            kind="new"
            error={fieldErrors.confirmPassword}
          />
        ) : null}
        <AuthSubmit busy={busy}>{busy && pendingIntent === SIGN_IN_EMAIL ? text.pending : text.submit}</AuthSubmit>
      </Form>

      <div className="my-6 flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t.or}
        <span className="h-px flex-1 bg-slate-200" />
      </div>

      <Form method="post" className="grid gap-3">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" name="intent" value="google" disabled={busy} className={buttonClass.secondary}>
          <GoogleIcon />
          {t.google}
        </button>
        <button type="submit" name="intent" value="github" disabled={busy} className={buttonClass.secondary}>
          <GitHubIcon />
          {t.github}
        </button>
      </Form>
    </AuthPage>
  );
}
