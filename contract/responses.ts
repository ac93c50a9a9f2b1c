import { z } from "zod";
import { directoryItemDto, directoryPageMeta, facetCountsMeta } from "./dto";

/**
 * The envelopes of the API's answers, around the DTOs of dto.ts: every success is `{ data }`, lists that page add
 * `meta`. The routes declare their answers with these (worker/api), and the API document is generated from them.
 */

export const dataOf = <Schema extends z.ZodType>(schema: Schema) => z.object({ data: schema });

export const deletedDto = dataOf(z.object({ deleted: z.literal(true) }));

/** An uploaded image's URL under its own key (`logoUrl`, `heroImageUrl`...). */
export const imageUrlDto = <const Key extends string>(key: Key) =>
  dataOf(z.object({ [key]: z.string().nullable() } as { [K in Key]: z.ZodNullable<z.ZodString> }));

/** A removed image: its key is null. */
export const imageRemovedDto = <const Key extends string>(key: Key) =>
  dataOf(z.object({ [key]: z.null() } as { [K in Key]: z.ZodNull }));

/** A page of a list that pages with a cursor. */
export const cursorPageOf = <Schema extends z.ZodType>(schema: Schema) =>
  z.object({ data: z.array(schema), meta: z.object({ nextCursor: z.string().nullable() }) });

/** A page of a list that pages with a cursor and counts its total. */
export const countedPageOf = <Schema extends z.ZodType>(schema: Schema) =>
  z.object({ data: z.array(schema), meta: z.object({ total: z.number().int(), nextCursor: z.string().nullable() }) });

export const organizationPageDto = z.object({ data: z.array(directoryItemDto), meta: directoryPageMeta });

export const facetCountsDto = z.object({ data: z.record(z.string(), z.number().int()), meta: facetCountsMeta });

export const comparisonDto = z.object({
  organizations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      logo: z.string().nullable(),
      location: z.string().nullable(),
      country: z.string(),
    }),
  ),
  groups: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      emoji: z.string(),
      rows: z.array(
        z.object({ id: z.string(), name: z.string(), emoji: z.string(), cells: z.array(z.string().nullable()) }),
      ),
    }),
  ),
  missing: z.array(z.string()),
});

export const webhookReceiptDto = z.object({ received: z.boolean(), duplicate: z.boolean() });

/** A Stripe event as it arrives: the API reads it raw and checks its signature. */
export const stripeEventBody = z.record(z.string(), z.unknown());

export const healthDto = dataOf(z.object({ status: z.literal("ok") }));

/** The API document itself. */
export const openApiDocumentDto = z.record(z.string(), z.unknown());
