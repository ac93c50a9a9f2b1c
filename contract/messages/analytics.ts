import { ANALYTICS_BODY_MAX, APPEARANCES_PER_EVENT, LANES, VITAL_METRICS } from "../analytics-flags";

/** Refusals of an analytics beacon (POST /api/analytics/*) and of the owners' figures. */
export const ANALYTICS_MESSAGES = {
  unknownMetric: `Unknown metric: expected one of ${VITAL_METRICS.join(", ")}`,
  valueOutOfRange: (metric: string, max: number) => `The value of ${metric} must be between 0 and ${max}`,
  invalidRoute: "The route must be a route pattern such as /explore/:citySlug",
  unknownEventType: (types: readonly string[]) => `Unknown event type: expected one of ${types.join(", ")}`,
  unknownLane: `The lane must be one of ${LANES.join(", ")}`,
  bodyTooLarge: `An analytics event is at most ${ANALYTICS_BODY_MAX / 1024} KB`,
  orgIdsRequired: "Name at least one organization",
  tooManyOrgIds: `Name at most ${APPEARANCES_PER_EVENT} organizations per event`,
  oneOrgId: "This event names exactly one organization",
  invalidLabel: "Invalid label",
  invalidTopic: "Invalid topic",
  statsForbidden: "Only the organization's creator and admins can see its analytics",
} as const;
