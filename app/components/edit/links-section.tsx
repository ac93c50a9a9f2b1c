import { TextField } from "~/components/form/fields";
import { useMessages } from "~/i18n/messages";
import { edit } from "~/i18n/pages/edit";
import type { OrganizationDto } from "../../../contract/dto";
import type { FieldErrors } from "../../../contract/forms";
import { URL_MAX } from "../../../contract/limits";
import { EditSection } from "./edit-section";

const LINKS = [
  ["websiteUrl", "website", "example.com"],
  ["linkedinUrl", "linkedin", "linkedin.com/company/example"],
  ["twitterUrl", "twitter", "x.com/example"],
  ["blogUrl", "blog", "example.com/blog"],
] as const;

/** The four links; leaving a field puts https:// in front when no scheme was typed, then checks it. */
export function LinksSection({
  org,
  errors,
  onCheck,
}: {
  org: OrganizationDto;
  errors: FieldErrors;
  onCheck: (event: React.FocusEvent<HTMLInputElement>) => void;
}) {
  function onBlur(event: React.FocusEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const value = input.value.trim();
    if (value && !/^[a-z][a-z\d+.-]*:/i.test(value)) input.value = `https://${value}`;
    onCheck(event);
  }

  const t = useMessages(edit).links;
  return (
    <EditSection id="links" title={t.title} lead={t.lead}>
      <div className="grid gap-4 sm:grid-cols-2">
        {LINKS.map(([name, label, placeholder]) => (
          <TextField
            key={name}
            label={t[label]}
            name={name}
            type="text"
            inputMode="url"
            autoComplete="url"
            defaultValue={org[name] ?? ""}
            placeholder={placeholder}
            maxLength={URL_MAX}
            error={errors[name]}
            onBlur={onBlur}
          />
        ))}
      </div>
    </EditSection>
  );
}
