import { describe, expect, it, vi } from "vitest";
import { apiErrorDto } from "../../../contract/dto";
import {
  ERROR_CODES,
  englishMessage,
  MESSAGE_CATALOGS,
  MESSAGE_IDS,
  MESSAGE_PARAMS,
  type MessageId,
  type MessageParams,
  message,
  renderMessage,
} from "../../../contract/errors";
import { COMPARE_MESSAGES, ORGANIZATION_MESSAGES } from "../../../contract/messages";
import { exploreRequestProblem } from "../../../contract/organization";
import { AppError, invalid, notFound } from "../../../worker/platform/errors";
import { describeError } from "../../../worker/platform/http-errors";
import { call, json } from "../../support/helpers";

/** Values for a message that takes some: a list where the message lists, else a word. */
function sampleParams(id: MessageId): MessageParams | undefined {
  const names: readonly string[] | undefined = (MESSAGE_PARAMS as Partial<Record<MessageId, readonly string[]>>)[id];
  if (!names) return undefined;
  return Object.fromEntries(names.map((name) => [name, name === "types" || name === "parts" ? ["one"] : "7"]));
}

describe("message ids", () => {
  it("name every message of every catalog, once", () => {
    const count = Object.values(MESSAGE_CATALOGS).reduce((sum, catalog) => sum + Object.keys(catalog).length, 0);
    expect(MESSAGE_IDS).toHaveLength(count);
    expect(new Set(MESSAGE_IDS).size).toBe(count);
  });

  it("each have an English and a Spanish text", async () => {
    const { SPANISH_CATALOGS, translateMessageId } = await import("../../../app/i18n/server-messages");
    for (const id of MESSAGE_IDS) {
      const said = { id, params: sampleParams(id) };
      const english = englishMessage(said);
      const spanish = renderMessage(SPANISH_CATALOGS, said);
      expect(english, id).toMatch(/\S/);
      expect(spanish, id).toMatch(/\S/);
      expect(translateMessageId(said, "es"), id).toBe(spanish);
      expect(translateMessageId(said, "en"), id).toBe(english);
    }
  });

  it("fill a message's values by name, in its function's order", () => {
    expect(message("request.noRoute", "GET", "/api/x")).toEqual({
      id: "request.noRoute",
      params: { method: "GET", path: "/api/x" },
    });
    expect(englishMessage(message("organization.notFound", "acme"))).toBe(ORGANIZATION_MESSAGES.notFound("acme"));
    expect(englishMessage(message("compare.tooMany"))).toBe(COMPARE_MESSAGES.tooMany);
  });

  it("say the Explore request's missing parts in both languages", async () => {
    const { translateMessageId } = await import("../../../app/i18n/server-messages");
    const said = exploreRequestProblem({ primaryCity: null, hasLocalPresence: true, localPresenceCriteria: [] });
    expect(said).toEqual({ id: "organization.exploreRequestMissing", params: { parts: ["primaryCity", "evidence"] } });
    expect(englishMessage(said!)).toBe(
      "To request Explore review, please select a primary Explore city, add at least one piece of local presence evidence.",
    );
    expect(translateMessageId(said!, "es")).toBe(
      "Para solicitar la revisión de Explore, elige una ciudad principal de Explore, añade al menos una prueba de presencia local.",
    );
  });
});

describe("domain errors", () => {
  it("carry a code, and the message's id and values, into the envelope", () => {
    const { status, body } = describeError(notFound(message("city.notFound", "lisbon")));
    expect(status).toBe(404);
    expect(body).toEqual({
      message: 'City with ID "lisbon" not found',
      code: "NOT_FOUND",
      messageId: "city.notFound",
      params: { id: "lisbon" },
    });
    expect(apiErrorDto.parse(body)).toEqual(body);
  });

  it("keep plain words, without an id, where no catalog has them", () => {
    const { body } = describeError(invalid("Something only English says"));
    expect(body).toEqual({ message: "Something only English says", code: "BAD_REQUEST" });
  });

  it("answer anything else with a known code and message id", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, body } = describeError(new Error("SQL went wrong"));
    expect(status).toBe(500);
    expect(body).toMatchObject({ code: "INTERNAL_ERROR", messageId: "general.internal" });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(ERROR_CODES).toContain(new AppError("conflict", message("payment.alreadyPaid")).code);
  });

  it("are translated by id on the pages, falling back to the English words", async () => {
    const { translateError } = await import("../../../app/i18n/server-messages");
    const { body } = describeError(notFound(message("organization.notFound", "acme")));
    expect(translateError(body, "es")).toBe('No se encontró la organización con ID "acme"');
    expect(translateError(body, "en")).toBe('Organization with ID "acme" not found');
    // The id decides, not the words.
    expect(translateError({ ...body, message: "anything" }, "es")).toBe('No se encontró la organización con ID "acme"');
    expect(translateError({ message: "No catalog has this" }, "es")).toBe("No catalog has this");
  });
});

describe("API error answers", () => {
  it("name the message a schema refused with, and its code", async () => {
    const response = await call("/api/organizations/compare?ids=a,b,c,d,e");
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      message: COMPARE_MESSAGES.tooMany,
      code: "BAD_REQUEST",
      messageId: "compare.tooMany",
    });
  });

  it("answer an unknown route with its method and path as values", async () => {
    const response = await call("/api/no-such-route");
    expect(response.status).toBe(404);
    const body = await json(response);
    expect(body).toEqual({
      message: "No API route for GET /api/no-such-route",
      code: "NOT_FOUND",
      messageId: "request.noRoute",
      params: { method: "GET", path: "/api/no-such-route" },
    });
  });
});
