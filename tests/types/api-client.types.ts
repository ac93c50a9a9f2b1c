/**
 * Type tests, checked by `tsc` (npm run check): the typed client sees every route's real input and answer, and the
 * schemas the routes declare (from which the API document is generated) describe exactly those types. A handler whose answer drifts from its documented DTO, or a
 * route that loses its types (an unchained sub-router, a response that is not `c.json`), fails here.
 */
import type { InferRequestType, InferResponseType } from "hono/client";
import type { z } from "zod";
import type { api } from "../../app/lib/api-client";
import type { directoryQuery, exploreQuery } from "../../contract/directory";
import type {
  ApiErrorDto,
  categoryDto,
  categoryGroupDto,
  cityDto,
  countryDto,
  organizationDto,
  userProfileDto,
} from "../../contract/dto";
import type { imageUploadForm } from "../../contract/organization";
import type {
  billingPortalDto,
  checkoutSessionDto,
  checkoutVerificationDto,
  guestCodeResultDto,
  paymentStatusDto,
  subscriptionRecordDto,
} from "../../contract/payments";
import type {
  deletedDto,
  facetCountsDto,
  healthDto,
  imageRemovedDto,
  imageUrlDto,
  organizationPageDto,
  webhookReceiptDto,
} from "../../contract/responses";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Mutual assignability: the same JSON shape, whatever way each side spells optional or readonly members. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type IsAny<T> = 0 extends 1 & T ? true : false;
type Expect<T extends true> = T;

type Api = typeof api;
type Ok<Call> = InferResponseType<Call, 200 | 201>;
/** What the contract says a route answers: the schema its definition declares (and the document is generated from). */
type Contract<Schema extends z.ZodType> = z.output<Schema>;
type DataOf<Schema extends z.ZodType> = z.ZodObject<{ data: Schema }>;
type ImageUrl<Key extends string> = ReturnType<typeof imageUrlDto<Key>>;
type ImageRemoved<Key extends string> = ReturnType<typeof imageRemovedDto<Key>>;

// The client is not `any` anywhere along a path (an untyped sub-router would make it so).
export type ClientIsTyped = [
  Expect<Equal<IsAny<Api["organizations"]["$get"]>, false>>,
  Expect<Equal<IsAny<Api["payments"]["session"][":sessionId"]["$get"]>, false>>,
  Expect<Equal<IsAny<Api["organizations"][":id"]["logo"]["$post"]>, false>>,
];

// Inputs: the same zod schemas the handlers validate with (query values reach the client typed as strings).
export type Inputs = [
  Expect<Equal<keyof InferRequestType<Api["organizations"]["$get"]>["query"], keyof z.input<typeof directoryQuery>>>,
  Expect<
    Equal<keyof InferRequestType<Api["organizations"]["explore"]["$get"]>["query"], keyof z.input<typeof exploreQuery>>
  >,
  Expect<Same<InferRequestType<Api["organizations"][":id"]["logo"]["$post"]>["form"], z.input<typeof imageUploadForm>>>,
  Expect<Same<InferRequestType<Api["payments"]["session"][":sessionId"]["$get"]>["param"], { sessionId: string }>>,
];

// Failures: every route's error answers carry the documented envelope.
export type Errors = [
  Expect<Same<InferResponseType<Api["payments"]["session"][":sessionId"]["$get"], 409>, ApiErrorDto>>,
  Expect<Same<InferResponseType<Api["organizations"][":id"]["logo"]["$post"], 413>, ApiErrorDto>>,
];

// Answers: what each route answers is what its contract schema says (for the uploads, whose routes are plain, this is
// the only check; the others are also checked by their createRoute).
export type Answers = [
  Expect<Same<Ok<Api["organizations"]["$get"]>, Contract<typeof organizationPageDto>>>,
  Expect<Same<Ok<Api["organizations"]["facets"]["$get"]>, Contract<typeof facetCountsDto>>>,
  Expect<Same<Ok<Api["organizations"]["active-countries"]["$get"]>, Contract<DataOf<z.ZodArray<typeof countryDto>>>>>,
  Expect<Same<Ok<Api["organizations"]["explore"]["$get"]>, Contract<DataOf<z.ZodArray<typeof organizationDto>>>>>,
  Expect<Same<Ok<Api["organizations"][":id"]["$get"]>, Contract<DataOf<typeof organizationDto>>>>,
  Expect<Same<Ok<Api["organizations"]["$post"]>, Contract<DataOf<typeof organizationDto>>>>,
  Expect<Same<Ok<Api["organizations"][":id"]["$put"]>, Contract<DataOf<typeof organizationDto>>>>,
  Expect<Same<Ok<Api["organizations"][":id"]["$delete"]>, Contract<typeof deletedDto>>>,
  Expect<Same<Ok<Api["organizations"][":id"]["logo"]["$post"]>, Contract<ImageUrl<"logoUrl">>>>,
  Expect<Same<Ok<Api["organizations"][":id"]["banner"]["$delete"]>, Contract<ImageRemoved<"bannerImageUrl">>>>,
  Expect<
    Same<
      Ok<Api["organizations"][":id"]["category"][":categoryId"]["image"]["$post"]>,
      Contract<ImageUrl<"categoryImageUrl">>
    >
  >,
  Expect<Same<Ok<Api["categories"]["$get"]>, Contract<DataOf<z.ZodArray<typeof categoryDto>>>>>,
  Expect<Same<Ok<Api["category-groups"]["$get"]>, Contract<DataOf<z.ZodArray<typeof categoryGroupDto>>>>>,
  Expect<Same<Ok<Api["countries"]["$get"]>, Contract<DataOf<z.ZodArray<typeof countryDto>>>>>,
  Expect<Same<Ok<Api["cities"]["$get"]>, Contract<DataOf<z.ZodArray<typeof cityDto>>>>>,
  Expect<Same<Ok<Api["cities"]["slug"][":slug"]["$get"]>, Contract<DataOf<typeof cityDto>>>>,
  Expect<
    Same<Ok<Api["cities"]["slug"][":slug"]["anchors"]["$get"]>, Contract<DataOf<z.ZodArray<typeof organizationDto>>>>
  >,
  Expect<Same<Ok<Api["users"]["profile"]["$get"]>, Contract<DataOf<typeof userProfileDto>>>>,
  Expect<Same<Ok<Api["users"]["organizations"]["$get"]>, Contract<DataOf<z.ZodArray<typeof organizationDto>>>>>,
  Expect<Same<Ok<Api["users"]["me"]["$delete"]>, Contract<typeof deletedDto>>>,
  Expect<Same<Ok<Api["payments"]["create-checkout-session"]["$post"]>, Contract<DataOf<typeof checkoutSessionDto>>>>,
  Expect<Same<Ok<Api["payments"]["webhook"]["$post"]>, Contract<DataOf<typeof webhookReceiptDto>>>>,
  Expect<Same<Ok<Api["payments"]["session"][":sessionId"]["$get"]>, Contract<DataOf<typeof checkoutVerificationDto>>>>,
  Expect<Same<Ok<Api["payments"]["apply-guest-code"]["$post"]>, Contract<DataOf<typeof guestCodeResultDto>>>>,
  Expect<Same<Ok<Api["payments"]["status"][":orgId"]["$get"]>, Contract<DataOf<typeof paymentStatusDto>>>>,
  Expect<
    Same<
      Ok<Api["payments"]["subscription"][":orgId"]["$get"]>,
      Contract<DataOf<z.ZodArray<typeof subscriptionRecordDto>>>
    >
  >,
  Expect<
    Same<
      Ok<Api["payments"]["subscription"][":orgId"]["cancel"]["$post"]>,
      Contract<DataOf<typeof subscriptionRecordDto>>
    >
  >,
  Expect<
    Same<
      Ok<Api["payments"]["subscription"][":orgId"]["resume"]["$post"]>,
      Contract<DataOf<typeof subscriptionRecordDto>>
    >
  >,
  Expect<
    Same<
      Ok<Api["payments"]["subscription"][":orgId"]["billing-portal"]["$post"]>,
      Contract<DataOf<typeof billingPortalDto>>
    >
  >,
  Expect<Same<Ok<Api["health"]["$get"]>, Contract<typeof healthDto>>>,
];
