import { useId, useRef, useState } from "react";
import { toast } from "~/components/toaster";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { edit } from "~/i18n/pages/edit";
import { type ErrorSaying, useTranslateError } from "~/i18n/server-messages";
import { api, errorMessage, withUploadProgress } from "~/lib/api-client";
import { cx } from "~/lib/cx";
import type { ApiErrorDto } from "../../../contract/dto";
import type { Message } from "../../../contract/errors";
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from "../../../contract/limits";

/**
 * Which image a slot holds; its names (Logo, Banner image, Category image, in the page's language) come from the edit
 * catalog.
 */
export type ImageKind = "logo" | "banner" | "category";

export const LOGO: ImageKind = "logo";
export const BANNER: ImageKind = "banner";
export const CATEGORY_IMAGE: ImageKind = "category";

/** Where an image goes: an organization's logo or banner, or the image of one of its categories. */
export type ImageTarget =
  | { slot: "logo" | "banner"; orgId: string }
  | { slot: "category"; orgId: string; categoryId: string };

/**
 * The client-side checks of docs/product/organizations.md#images before anything is sent; null when the file may go.
 */
export function imageProblem(file: File | null | undefined): Message | null {
  if (!file) return { id: "image.missing" };
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { id: "image.wrongType" };
  if (file.size > IMAGE_MAX_BYTES) return { id: "image.tooLarge" };
  return null;
}

type Answer = { ok: true; url: string | null } | { ok: false; error: ErrorSaying | null };

/**
 * Uploads `file` to the target (or removes its image when null) through the typed API client; each route answers
 * the image's URL under its own key.
 */
async function send(target: ImageTarget, file: File | null, onProgress?: (percent: number) => void): Promise<Answer> {
  const organization = api.organizations[":id"];
  const id = encodeURIComponent(target.orgId);
  const options = onProgress ? { fetch: withUploadProgress(onProgress) } : undefined;
  const failed = async (response: { json(): Promise<ApiErrorDto> }): Promise<Answer> => ({
    ok: false,
    error: await errorMessage(response),
  });
  try {
    if (target.slot === "category") {
      const route = organization.category[":categoryId"].image;
      const param = { id, categoryId: encodeURIComponent(target.categoryId) };
      const response = file
        ? await route.$post({ param, form: { image: file } }, options)
        : await route.$delete({ param });
      return response.ok ? { ok: true, url: (await response.json()).data.categoryImageUrl } : failed(response);
    }
    if (target.slot === "logo") {
      const route = organization.logo;
      const response = file
        ? await route.$post({ param: { id }, form: { image: file } }, options)
        : await route.$delete({ param: { id } });
      return response.ok ? { ok: true, url: (await response.json()).data.logoUrl } : failed(response);
    }
    const route = organization.banner;
    const response = file
      ? await route.$post({ param: { id }, form: { image: file } }, options)
      : await route.$delete({ param: { id } });
    return response.ok ? { ok: true, url: (await response.json()).data.bannerImageUrl } : failed(response);
  } catch {
    return { ok: false, error: null }; // network failure
  }
}

/**
 * One image slot: a preview, a file input that uploads at once to the image API with a progress bar, and Remove
 * after confirmation. Uploads need JavaScript; the input stays disabled until the page is interactive.
 */
export function ImageUpload({
  kind,
  target,
  initialUrl,
  label,
  hint,
  previewClass,
  hydrated,
  onChange,
}: {
  kind: ImageKind;
  target: ImageTarget;
  initialUrl: string | null;
  label: string;
  hint: string;
  /** Size and aspect of the preview box. */
  previewClass: string;
  hydrated: boolean;
  onChange?: (url: string | null) => void;
}) {
  const id = useId();
  const t = useMessages(edit).upload;
  const translate = useTranslateError();
  const translateError = useTranslateError();
  const noun = t.nouns[kind];
  const title = t.titles[kind];
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(initialUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const update = (next: string | null) => {
    setUrl(next);
    onChange?.(next);
  };

  async function upload(file: File | undefined) {
    const check = imageProblem(file);
    setProblem(check && translate(check));
    if (check || !file) return;
    setBusy(true);
    setProgress(0);
    const answer = await send(target, file, setProgress);
    setBusy(false);
    setProgress(null);
    if (input.current) input.current.value = "";
    if (answer.ok && answer.url) {
      update(answer.url);
      toast.success(t.uploaded(title));
      return;
    }
    toast.error((!answer.ok && answer.error && translateError(answer.error)) || t.uploadFailed(noun));
  }

  async function remove() {
    if (!window.confirm(t.confirmRemove(noun))) return;
    setBusy(true);
    const answer = await send(target, null);
    setBusy(false);
    if (answer.ok) {
      update(null);
      setProblem(null);
      toast.success(t.deleted(title));
      return;
    }
    toast.error(answer.error ? translateError(answer.error) : t.deleteFailed(noun));
  }

  return (
    <div className="@container">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-2 flex flex-col gap-3 @sm:flex-row @sm:items-start">
        <div
          className={cx(
            "flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50",
            previewClass,
          )}
        >
          {url ? (
            <img src={url} alt={t.current(noun)} className="h-full w-full object-cover" />
          ) : (
            <span className="px-2 text-center text-xs text-slate-600">{t.none(noun)}</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(",")}
            disabled={!hydrated || busy}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => upload(event.currentTarget.files?.[0])}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100 disabled:opacity-60"
          />
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint} {t.formats}
            {hydrated ? "" : t.needsJs}
          </p>
          {progress !== null ? (
            <div className="flex items-center gap-2">
              <progress
                value={progress}
                max={100}
                aria-label={t.uploading(noun)}
                className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
              />
              <span className="w-10 text-right text-xs text-slate-700 tabular-nums">{progress}%</span>
            </div>
          ) : null}
          {problem ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-rose-700">
              {problem}
            </p>
          ) : null}
          {url ? (
            <button
              type="button"
              onClick={remove}
              disabled={!hydrated || busy}
              className={cx(buttonClass.secondary, "px-3 py-1.5 text-rose-700")}
            >
              {t.remove}
              <span className="sr-only"> {noun}</span>
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
