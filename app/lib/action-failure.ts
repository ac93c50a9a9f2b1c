import type { MessageId } from "../../contract/errors";
import type { FieldErrors } from "../../contract/forms";

/** What an action answers when a form fails: which form (and which record) it was, and why. */
export type ActionFailure = {
  intent: string;
  /** The record the form was about (a city id, an organization id, a job name), when the page has one per record. */
  target: string | null;
  /** Why, in the page's language. */
  error: string;
  /** The message's id, when a catalog has it: what a page tells refusals apart by (never by the words). */
  messageId?: MessageId;
  /** The field the message is about, when it is about one. */
  field?: string;
  fieldErrors: FieldErrors;
  /** The form's values as sent, for a form that fills them in again after a refusal (it works without JavaScript). */
  values?: Record<string, string>;
};
