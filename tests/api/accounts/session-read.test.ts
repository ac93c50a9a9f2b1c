import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getViewer } from "../../../worker/services/accounts/auth";
import { interceptedD1, newSignedInUser, seedDemoData } from "../../support/helpers";

beforeAll(seedDemoData);

/** The worker's bindings with a D1 that records every statement it is asked to prepare. */
function recordingEnv() {
  const statements: string[] = [];
  return { env: { ...env, DB: interceptedD1((sql) => statements.push(sql)) } as Env, statements };
}

describe("reading a signed-in request's session", () => {
  it("takes one query: the session with its user, joined", async () => {
    const person = await newSignedInUser();
    const recording = recordingEnv();
    const viewer = await getViewer(recording.env, new Headers({ cookie: person.cookie }));
    expect(viewer?.id).toBe(person.id);
    expect(viewer?.email).toBe(person.email);
    expect(recording.statements).toHaveLength(1);
    expect(recording.statements[0]).toMatch(/from "session"/i);
    expect(recording.statements[0]).toMatch(/"user"/);
  });

  it("a session removed from the database is nobody at once: no copy of it is kept in a cookie", async () => {
    const person = await newSignedInUser();
    const recording = recordingEnv();
    // A token better-auth signed, then its session removed (signed out elsewhere).
    await env.DB.prepare('DELETE FROM "session" WHERE user_id = ?').bind(person.id).run();
    expect(await getViewer(recording.env, new Headers({ cookie: person.cookie }))).toBeNull();
    expect(recording.statements).toHaveLength(1);
  });
});
