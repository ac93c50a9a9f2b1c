import {
  type ArgumentsOf,
  englishMessage,
  isMessageId,
  type Message,
  type MessageId,
  type MessageParams,
  message,
  type Saying,
} from "./errors";

/**
 * A schema's words as catalog messages: an issue keeps its English text (what the API answers in `message`) and names
 * its message in its params (`{ messageId, ...values }`), so that a form shows it in the page's language by id.
 */

type Stamped = { params?: Record<string, unknown> };

function stamp(issue: object, said: Message): void {
  const target = issue as Stamped;
  target.params = { ...target.params, messageId: said.id, ...said.params };
}

/**
 * A zod check's or type's error parameter saying a catalog message: `.min(1, says("auth.emailRequired"))`. Zod calls
 * it with the raw issue before it copies the issue out, so the id and values put on it stay with the issue. The
 * message is built when an issue is raised (a catalog may be defined next to the schema that says it).
 */
export function says<Id extends MessageId>(id: Id, ...args: ArgumentsOf<Id>): { error: (issue: object) => string } {
  return {
    error: (issue) => {
      const said = message(id, ...args);
      stamp(issue, said);
      return englishMessage(said);
    },
  };
}

/** A custom issue (`ctx.addIssue`) saying a catalog message, on the given path. */
export function customIssue(said: Message, path?: PropertyKey[]) {
  return {
    code: "custom" as const,
    message: englishMessage(said),
    params: { messageId: said.id, ...said.params },
    ...(path ? { path } : {}),
  };
}

/** What an issue says: its English words, and the message it names. */
export function issueSaying(issue: { message: string; params?: Record<string, unknown> }): Saying {
  const said = issueMessage(issue);
  if (!said) return { message: issue.message };
  return { message: issue.message, messageId: said.id, ...(said.params ? { params: said.params } : {}) };
}

/** The catalog message an issue names, if it names one. */
export function issueMessage(issue: { params?: Record<string, unknown> }): Message | undefined {
  const { messageId, ...params } = issue.params ?? {};
  if (!isMessageId(messageId)) return undefined;
  return Object.keys(params).length > 0 ? { id: messageId, params: params as MessageParams } : { id: messageId };
}
