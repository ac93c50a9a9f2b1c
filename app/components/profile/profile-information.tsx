import { useEffect, useRef } from "react";
import { FormError, TextField } from "~/components/form/fields";
import { Form } from "~/components/localized";
import { ButtonLink, buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { dashboard } from "~/i18n/pages/dashboard";
import { DISPLAY_NAME_MAX } from "../../../contract/limits";
import { DashboardSection, formatDate } from "./dashboard-section";
import { type FormFailure, fieldError, formMessage, useFocusOnFailure, useSubmitting } from "./form-controls";

export const UPDATE_PROFILE = "update-profile";

export type ProfileView = {
  email: string;
  displayName: string;
  photoURL: string | null;
  providers: string[];
  createdAt: string;
};

/** A sign-in provider's name in the page's language. */
export function useProviderName(): (provider: string) => string {
  const names: Record<string, string> = useMessages(dashboard).profile.providers;
  return (provider) => names[provider] ?? provider;
}

/**
 * The photo, else the first letter of the display name or email, else U. The letter sits under the photo, so a
 * photo link that no longer loads still leaves the letter.
 */
function Avatar({ profile }: { profile: ProfileView }) {
  return (
    <span
      aria-hidden="true"
      className="relative flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-600 text-2xl font-semibold text-white"
    >
      {(profile.displayName || profile.email || "U").charAt(0).toUpperCase()}
      {profile.photoURL ? (
        <img
          src={profile.photoURL}
          alt=""
          width={64}
          height={64}
          referrerPolicy="no-referrer"
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}

/**
 * View mode, and edit mode while the URL says ?edit=profile: a link rather than local state, so that the toggle
 * works before the page is interactive and without JavaScript.
 */
export function ProfileInformation({
  profile,
  editing,
  failure,
}: {
  profile: ProfileView;
  editing: boolean;
  failure: FormFailure | null;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const editLinkRef = useRef<HTMLAnchorElement>(null);
  const wasEditing = useRef(editing);
  const submitting = useSubmitting(UPDATE_PROFILE);
  useFocusOnFailure(formRef, failure);
  const messages = useMessages(dashboard);
  const t = messages.profile;
  const providerName = useProviderName();

  // Focus follows the toggle: into the form when it opens, back to Edit Profile when it closes.
  useEffect(() => {
    if (wasEditing.current !== editing) {
      const target = editing ? formRef.current?.elements.namedItem("name") : editLinkRef.current;
      if (target instanceof HTMLElement) target.focus();
    }
    wasEditing.current = editing;
  }, [editing]);

  return (
    <DashboardSection id="profile-information" title={t.title}>
      <div className="mt-5 flex items-center gap-4">
        <Avatar profile={profile} />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900">{profile.displayName || t.noDisplayName}</p>
          <p className="truncate text-sm text-slate-600">{profile.email}</p>
        </div>
      </div>

      {editing ? (
        <Form method="post" ref={formRef} noValidate preventScrollReset className="mt-6 space-y-4">
          <input type="hidden" name="intent" value={UPDATE_PROFILE} />
          <TextField
            name="name"
            label={t.displayName}
            defaultValue={profile.displayName}
            autoComplete="name"
            maxLength={DISPLAY_NAME_MAX}
            error={fieldError(failure, "name")}
          />
          <TextField
            name="image"
            type="url"
            inputMode="url"
            label={t.photoUrl}
            defaultValue={profile.photoURL ?? ""}
            placeholder="https://example.com/photo.jpg"
            hint={t.photoHint}
            error={fieldError(failure, "image")}
          />
          <FormError message={formMessage(failure)} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass.primary} disabled={submitting}>
              {submitting ? t.saving : t.save}
            </button>
            <ButtonLink to="/profile" preventScrollReset look="secondary">
              {t.cancel}
            </ButtonLink>
          </div>
        </Form>
      ) : (
        <>
          <dl className="mt-6 grid gap-4 border-t border-slate-200 pt-5 text-sm">
            <div>
              <dt className="font-medium text-slate-600">{t.memberSince}</dt>
              <dd className="mt-0.5 text-slate-900">{formatDate(profile.createdAt, "long", messages.dateLocale)}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">{t.signInMethod}</dt>
              <dd className="mt-0.5 text-slate-900">{profile.providers.map(providerName).join(", ")}</dd>
            </div>
          </dl>
          <ButtonLink ref={editLinkRef} to="?edit=profile" preventScrollReset look="secondary" className="mt-6 w-full">
            {t.edit}
          </ButtonLink>
        </>
      )}
    </DashboardSection>
  );
}
