import { useId, useState } from "react";
import { useNavigation } from "react-router";
import { imageProblem } from "~/components/edit/image-upload";
import { Form } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { admin } from "~/i18n/pages/admin";
import { useTranslateError } from "~/i18n/server-messages";
import type { ActionFailure } from "~/lib/action-failure";
import { INTENTS } from "~/lib/admin-tabs";
import type { CityDto } from "../../../contract/dto";
import type { Message } from "../../../contract/errors";
import { IMAGE_TYPES } from "../../../contract/limits";
import { InlineError } from "./admin-ui";

/**
 * The city's hero image: a multipart form posted to the page's own action (which runs the same byte checks as the
 * organization images), so it also works without JavaScript. In the browser the file is checked first (type, size).
 */
export function HeroImageForm({ city, failure }: { city: CityDto; failure?: ActionFailure }) {
  const id = useId();
  const navigation = useNavigation();
  const [problem, setProblem] = useState<Message | null>(null);
  const uploading = navigation.formData?.get("intent") === INTENTS.heroImage;
  const translate = useTranslateError();
  const message = problem ? translate(problem) : (failure?.error ?? null);
  const t = useMessages(admin).cities.hero;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      onSubmit={(event) => {
        const file = new FormData(event.currentTarget).get("image");
        const check = imageProblem(file instanceof File && file.size > 0 ? file : null);
        setProblem(check);
        if (check) event.preventDefault();
      }}
      className="flex flex-col gap-4 sm:flex-row sm:items-start"
    >
      <input type="hidden" name="intent" value={INTENTS.heroImage} />
      <input type="hidden" name="id" value={city.id} />
      <div className="flex aspect-[16/9] w-full shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50 sm:w-56">
        {city.heroImage ? (
          <img src={city.heroImage} alt={t.current(city.cityName)} className="h-full w-full object-cover" />
        ) : (
          <span className="px-2 text-center text-xs text-slate-600">{t.none}</span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {t.label}
        </label>
        <input
          id={id}
          type="file"
          name="image"
          accept={IMAGE_TYPES.join(",")}
          aria-describedby={`${id}-hint`}
          aria-invalid={message ? true : undefined}
          onChange={() => setProblem(null)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t.hint}
        </p>
        <InlineError message={message} />
        <button type="submit" disabled={uploading} className={buttonClass.secondary}>
          {uploading ? t.uploading : city.heroImage ? t.replace : t.upload}
        </button>
      </div>
    </Form>
  );
}
