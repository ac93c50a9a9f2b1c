import { formText } from "../../../contract/forms";

/**
 * The city form as cityInput (contract/cities.ts) reads it, in the browser and in the action alike: topics are
 * repeated checkboxes, the Indexable checkbox is "on" when ticked, receipts and rhythms one per line.
 */
export function cityFormValues(form: FormData) {
  return {
    countryCode: formText(form, "countryCode"),
    cityName: formText(form, "cityName"),
    slug: formText(form, "slug"),
    thesis: formText(form, "thesis"),
    plugInGuide: formText(form, "plugInGuide"),
    receipts: formText(form, "receipts"),
    rhythms: formText(form, "rhythms"),
    topicIds: form.getAll("topicIds").filter((value): value is string => typeof value === "string"),
    curatorCredit: formText(form, "curatorCredit"),
    isIndexable: form.get("isIndexable") === "on",
  };
}
