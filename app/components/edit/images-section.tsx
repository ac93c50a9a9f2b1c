import { useMessages } from "~/i18n/messages";
import { edit } from "~/i18n/pages/edit";
import type { OrganizationDto } from "../../../contract/dto";
import { EditSection } from "./edit-section";
import { BANNER, ImageUpload, LOGO } from "./image-upload";

/** Logo and banner, each saved as soon as it is uploaded (not with the form). */
export function ImagesSection({ org, hydrated }: { org: OrganizationDto; hydrated: boolean }) {
  const t = useMessages(edit).images;
  const images = [
    { slot: "logo", kind: LOGO, initialUrl: org.logo, label: t.logo, hint: t.logoHint, previewClass: "h-28 w-28" },
    {
      slot: "banner",
      kind: BANNER,
      initialUrl: org.bannerImage,
      label: t.banner,
      hint: t.bannerHint,
      previewClass: "aspect-[32/9] w-full @sm:w-56 @lg:w-72",
    },
  ] as const;
  return (
    <EditSection id="images" title={t.title} lead={t.lead}>
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {images.map(({ slot, ...image }) => (
          <ImageUpload key={slot} {...image} target={{ slot, orgId: org.id }} hydrated={hydrated} />
        ))}
      </div>
    </EditSection>
  );
}
