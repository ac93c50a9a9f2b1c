import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { buttonClass } from "~/components/ui";
import { cx } from "~/lib/cx";
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from "../../../contract/limits";
import { IMAGE_MESSAGES } from "../../../contract/messages";

/** The names SPEC.md §8 gives each image in its messages. */
export type ImageKind = { noun: string; title: string; responseKey: string };

export const LOGO: ImageKind = { noun: "logo", title: "Logo", responseKey: "logoUrl" };
export const BANNER: ImageKind = { noun: "banner image", title: "Banner image", responseKey: "bannerImageUrl" };
export const CATEGORY_IMAGE: ImageKind = {
  noun: "category image",
  title: "Category image",
  responseKey: "categoryImageUrl",
};

/** The client-side checks of SPEC.md §5 before anything is sent; null when the file may go. */
export function imageProblem(file: File | null | undefined): string | null {
  if (!file) return IMAGE_MESSAGES.missing;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.wrongType;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

type Answer = { status: number; body: { data?: Record<string, unknown>; message?: string; error?: unknown } | null };

function serverMessage(body: Answer["body"]): string | null {
  if (!body) return null;
  if (typeof body.message === "string") return body.message;
  const error = body.error as { message?: unknown } | string | undefined;
  if (typeof error === "string") return error;
  if (error && typeof error.message === "string") return error.message;
  const nested = body.data as { message?: unknown } | undefined;
  return typeof nested?.message === "string" ? nested.message : null;
}

/** Same-origin request with the session cookie; XMLHttpRequest because fetch cannot report upload progress. */
function send(method: "POST" | "DELETE", url: string, file: File | null, onProgress?: (percent: number) => void) {
  return new Promise<Answer>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => resolve({ status: xhr.status, body: (xhr.response as Answer["body"]) ?? null });
    xhr.onerror = () => resolve({ status: 0, body: null });
    if (file) {
      const form = new FormData();
      form.append("image", file);
      xhr.send(form);
    } else {
      xhr.send();
    }
  });
}

/**
 * One image slot: a preview, a file input that uploads at once to the image API with a progress bar, and Remove
 * after confirmation. Uploads need JavaScript; the input stays disabled until the page is interactive.
 */
export function ImageUpload({
  kind,
  endpoint,
  initialUrl,
  label,
  hint,
  previewClass,
  hydrated,
  onChange,
}: {
  kind: ImageKind;
  endpoint: string;
  initialUrl: string | null;
  label: string;
  hint: string;
  /** Size and aspect of the preview box. */
  previewClass: string;
  hydrated: boolean;
  onChange?: (url: string | null) => void;
}) {
  const id = useId();
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
    setProblem(check);
    if (check || !file) return;
    setBusy(true);
    setProgress(0);
    const answer = await send("POST", endpoint, file, setProgress);
    setBusy(false);
    setProgress(null);
    if (input.current) input.current.value = "";
    const uploaded = answer.body?.data?.[kind.responseKey];
    if (answer.status >= 200 && answer.status < 300 && typeof uploaded === "string" && uploaded) {
      update(uploaded);
      toast.success(`${kind.title} successfully uploaded`);
      return;
    }
    toast.error(serverMessage(answer.body) ?? `Failed to upload ${kind.noun}. Please try again.`);
  }

  async function remove() {
    if (!window.confirm(`Remove the ${kind.noun}?`)) return;
    setBusy(true);
    const answer = await send("DELETE", endpoint, null);
    setBusy(false);
    if (answer.status >= 200 && answer.status < 300) {
      update(null);
      setProblem(null);
      toast.success(`${kind.title} successfully deleted`);
      return;
    }
    toast.error(serverMessage(answer.body) ?? `Failed to delete ${kind.noun}. Please try again.`);
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
            <img src={url} alt={`Current ${kind.noun}`} className="h-full w-full object-cover" />
          ) : (
            <span className="px-2 text-center text-xs text-slate-600">No {kind.noun}</span>
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
            {hint} JPEG, PNG or WebP, up to 5MB.{hydrated ? "" : " Uploading images needs JavaScript."}
          </p>
          {progress !== null ? (
            <div className="flex items-center gap-2">
              <progress
                value={progress}
                max={100}
                aria-label={`Uploading ${kind.noun}`}
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
              Remove<span className="sr-only"> {kind.noun}</span>
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
