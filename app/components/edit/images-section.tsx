import type { OrganizationDto } from "../../../contract/dto";
import { EditSection } from "./edit-section";
import { BANNER, ImageUpload, LOGO } from "./image-upload";

/** Logo and banner, each saved as soon as it is uploaded (not with the form). */
export function ImagesSection({ org, hydrated }: { org: OrganizationDto; hydrated: boolean }) {
  return (
    <EditSection id="images" title="Images" lead="Images are saved as soon as they are uploaded.">
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ImageUpload
          kind={LOGO}
          target={{ slot: "logo", orgId: org.id }}
          initialUrl={org.logo}
          label="Logo"
          hint="Square, at least 256x256."
          previewClass="h-28 w-28"
          hydrated={hydrated}
        />
        <ImageUpload
          kind={BANNER}
          target={{ slot: "banner", orgId: org.id }}
          initialUrl={org.bannerImage}
          label="Banner image"
          hint="Recommended 1280x360."
          previewClass="aspect-[32/9] w-full @sm:w-56 @lg:w-72"
          hydrated={hydrated}
        />
      </div>
    </EditSection>
  );
}
