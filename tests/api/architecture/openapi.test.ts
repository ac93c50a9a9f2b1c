import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiErrorDto } from "../../../contract/dto";
import { createDraftOrganization, createPaidOrganization } from "../../../seed/factories";
import { api } from "../../../worker/api";
import { call, db, json, newSignedInUser, seedDemoData } from "../../support/helpers";

type Method = "get" | "post" | "put" | "patch" | "delete";
type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters: Parameter[];
        responses: Record<string, unknown>;
        summary: string;
        tags: string[];
        "x-access": string;
      }
    >
  >;
  components: { schemas: Record<string, unknown> };
  tags: { name: string }[];
};
type Parameter = { name: string; in: "path" | "query" | "header"; required: boolean; schema: unknown };

/** A route's definition as the routes declare it (their createRoute), from which the document is generated. */
type Definition = {
  method: Method;
  path: string;
  request?: { params?: z.ZodObject; query?: z.ZodObject; headers?: z.ZodObject };
  responses: Record<string, { content?: Record<string, { schema: z.ZodType }> }>;
};

/** Routes that the document leaves to others: better-auth's own endpoints (its documentation covers them). */
const UNDOCUMENTED = [/^\/api\/auth\//];

/** Every method and path mounted on the Hono app, as the router holds them (middleware entries left out). */
function mountedRoutes(): string[] {
  const routes = new Set<string>();
  for (const route of api.routes) {
    if (route.method === "ALL" || UNDOCUMENTED.some((pattern) => pattern.test(route.path))) continue;
    routes.add(`${route.method} ${route.path}`);
  }
  return [...routes].sort();
}

/** `/api/organizations/{id}` as Hono spells it: `/api/organizations/:id`. */
const honoPath = (path: string) => path.replace(/\{([A-Za-z0-9_]+)\}/g, ":$1");

/** The routes' definitions, with the paths the document gives them. */
function definitions(): Definition[] {
  return api.openAPIRegistry.definitions
    .filter((definition) => definition.type === "route")
    .map((definition) => {
      const route = (definition as { route: Definition }).route;
      return { ...route, path: `/api${route.path}` };
    });
}

const pathParams = (path: string) => [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1]);

/** What a reader needs of a parameter's schema: its type, values, pattern and bounds (the generator may add more). */
function essentials(schema: Record<string, unknown>) {
  const kept = ["type", "enum", "pattern", "minLength", "maxLength", "minimum", "maximum", "default"];
  return Object.fromEntries(Object.entries(schema).filter(([key]) => kept.includes(key)));
}

function jsonSchemaOf(schema: z.ZodType) {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return rest;
}

function operations(document: Document) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
}

let document: Document;
let response: Response;

beforeAll(async () => {
  await seedDemoData();
  response = await call("/api/openapi.json");
  document = await json(response.clone());
});

describe("GET /api/openapi.json", () => {
  it("answers an OpenAPI 3.1 document as cacheable JSON", async () => {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toMatch(/public/);
    expect(document.openapi).toBe("3.1.0");
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await call("/api/openapi.json", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
  });

  it("documents every mounted route, and only those: a route without a description fails here", () => {
    const documented = operations(document).map(({ path, method }) => `${method.toUpperCase()} ${honoPath(path)}`);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual(mountedRoutes());
    for (const { path, method, operation } of operations(document)) {
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      expect(["public", "signed-in", "permanent", "verified", "admin", "stripe"], `${method} ${path}`).toContain(
        operation["x-access"],
      );
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith("2")),
        `${method} ${path}`,
      ).toBe(true);
      // The reference page lists endpoints under the document's tags: an undeclared tag would hide the endpoint.
      expect(
        document.tags.map((tag) => tag.name),
        `${method} ${path}`,
      ).toContain(operation.tags[0]);
    }
  });

  it("lists each route's path, query and header parameters as its zod schemas define them", () => {
    for (const definition of definitions()) {
      const documented = document.paths[definition.path]![definition.method]!.parameters ?? [];
      const where = `${definition.method} ${definition.path}`;
      const { params, query, headers } = definition.request ?? {};

      expect(Object.keys(params?.shape ?? {}).sort(), where).toEqual(pathParams(definition.path).sort());
      expect(documented.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name)).toEqual(
        Object.keys(params?.shape ?? {}),
      );

      for (const [location, object] of [
        ["path", params],
        ["query", query],
        ["header", headers],
      ] as const) {
        for (const [name, field] of Object.entries(object?.shape ?? {})) {
          const parameter = documented.find((item) => item.in === location && item.name === name);
          expect(parameter, `${where}: ${location} ${name}`).toBeDefined();
          const optional = (field as z.ZodType).safeParse(undefined).success;
          expect(parameter!.required, `${where}: ${name} required`).toBe(location === "path" || !optional);
          expect(parameter!.schema, `${where}: ${name} schema`).toEqual(
            expect.objectContaining(essentials(jsonSchemaOf(field as z.ZodType))),
          );
        }
      }
      expect(documented).toHaveLength(
        [params, query, headers].reduce((sum, object) => sum + Object.keys(object?.shape ?? {}).length, 0),
      );
    }
  });

  it("resolves every schema reference and describes every error with the error envelope", () => {
    const text = JSON.stringify(document);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      expect(document.components.schemas, name).toHaveProperty(name!);
    }
    const envelope = document.components.schemas.ApiError as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(envelope.properties).sort()).toEqual(["code", "issues", "message", "messageId", "params"]);
    expect(envelope.required.sort()).toEqual(["code", "message"]);
    for (const { path, method, operation } of operations(document)) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(answer, `${method} ${path} ${status}`).toEqual(
          expect.objectContaining({
            content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
          }),
        );
      }
    }
  });
});

describe("one envelope", () => {
  it("every JSON success answers { data } (lists add meta), and data is never a second envelope", () => {
    const shapes: string[] = [];
    // The OpenAPI document itself is a document, not an answer of the API.
    for (const definition of definitions().filter((entry) => entry.path !== "/api/openapi.json")) {
      for (const [status, answer] of Object.entries(definition.responses)) {
        const schema = answer.content?.["application/json"]?.schema;
        if (!status.startsWith("2") || !schema) continue;
        const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
        const inner = schema instanceof z.ZodObject ? schema.shape.data : undefined;
        const nested = inner instanceof z.ZodObject && "data" in inner.shape;
        const ok = (keys.join() === "data" || keys.join() === "data,meta") && !nested;
        if (!ok)
          shapes.push(
            `${definition.method} ${definition.path} ${status}: ${keys.join()}${nested ? " (data.data)" : ""}`,
          );
      }
    }
    expect(shapes).toEqual([]);
  });
});

/** The documented answer of a route; parsing strips undocumented keys, so equality also catches extra ones. */
function documentedAnswer(method: Method, path: string) {
  const definition = definitions().find((item) => item.method === method && honoPath(item.path) === path);
  if (!definition) throw new Error(`${method} ${path} is not documented`);
  const [, success] = Object.entries(definition.responses).find(([status]) => status.startsWith("2"))!;
  return success.content!["application/json"]!.schema;
}

async function expectDocumentedAnswer(path: string, url: string, init?: RequestInit) {
  const answer = await call(url, init);
  expect(answer.status, url).toBe(200);
  const body = await json(answer);
  const parsed = documentedAnswer("get", path).safeParse(body);
  expect(parsed.error?.issues, url).toBeUndefined();
  expect(parsed.data, url).toEqual(body);
  return body;
}

describe("the answers match the document", () => {
  it("for the public routes", async () => {
    const list = await expectDocumentedAnswer("/api/organizations", "/api/organizations?limit=5");
    const id = list.data[0].id as string;
    await expectDocumentedAnswer("/api/organizations/:id", `/api/organizations/${encodeURIComponent(id)}`);
    await expectDocumentedAnswer("/api/organizations/facets", "/api/organizations/facets");
    await expectDocumentedAnswer("/api/organizations/active-countries", "/api/organizations/active-countries");
    const explore = await expectDocumentedAnswer("/api/organizations/explore", "/api/organizations/explore?city=miami");
    expect(explore.data.length).toBeGreaterThan(0);
    await expectDocumentedAnswer("/api/categories", "/api/categories");
    await expectDocumentedAnswer("/api/category-groups", "/api/category-groups");
    await expectDocumentedAnswer("/api/countries", "/api/countries");
    const cities = await expectDocumentedAnswer("/api/cities", "/api/cities?indexable=true");
    const slug = cities.data[0].slug as string;
    await expectDocumentedAnswer("/api/cities/slug/:slug", `/api/cities/slug/${slug}`);
    await expectDocumentedAnswer("/api/cities/slug/:slug/anchors", `/api/cities/slug/${slug}/anchors`);
    await expectDocumentedAnswer("/api/health", "/api/health");
  });

  it("for a signed-in route", async () => {
    // An owner with a paid and an unpaid organization, so the list answer has rows of both kinds.
    const { id, cookie } = await newSignedInUser();
    await createPaidOrganization(db(), { createdBy: id });
    await createDraftOrganization(db(), { createdBy: id });
    await expectDocumentedAnswer("/api/users/profile", "/api/users/profile", { headers: { cookie } });
    await expectDocumentedAnswer("/api/users/organizations", "/api/users/organizations", { headers: { cookie } });
  });

  it("for failures: the error envelope", async () => {
    for (const url of ["/api/organizations/does-not-exist", "/api/organizations?limit=0", "/api/users/profile"]) {
      const answer = await call(url);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      const body = await json(answer);
      expect(apiErrorDto.strict().safeParse(body).success, url).toBe(true);
    }
  });
});
