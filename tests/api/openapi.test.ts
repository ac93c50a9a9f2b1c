import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiErrorDto } from "../../contract/dto";
import { createDraftOrganization, createPaidOrganization } from "../../seed/factories";
import { api } from "../../worker/api";
import { OPERATIONS, type Operation, openApiPath } from "../../worker/api/openapi";
import { call, db, json, newSignedInUser, seedDemoData } from "../support/helpers";

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { parameters: Parameter[]; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
};
type Parameter = { name: string; in: "path" | "query"; required: boolean; schema: unknown };

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

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);

function jsonSchemaOf(schema: z.ZodType) {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return rest;
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

  it("documents every mounted route, and only those", () => {
    const documented = OPERATIONS.map((operation: Operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual(mountedRoutes());
    for (const operation of OPERATIONS) {
      expect(document.paths[openApiPath(operation.path)]?.[operation.method], operation.path).toBeDefined();
    }
  });

  it("lists each route's path and query parameters as its zod schemas define them", () => {
    for (const operation of OPERATIONS as readonly Operation[]) {
      const documented = document.paths[openApiPath(operation.path)]![operation.method]!.parameters;
      const where = `${operation.method} ${operation.path}`;

      const pathNames = pathParams(operation.path);
      expect(Object.keys(operation.params?.shape ?? {}).sort(), where).toEqual([...pathNames].sort());
      expect(documented.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name)).toEqual(
        Object.keys(operation.params?.shape ?? {}),
      );

      for (const [location, object] of [
        ["path", operation.params],
        ["query", operation.query],
      ] as const) {
        for (const [name, field] of Object.entries(object?.shape ?? {})) {
          const parameter = documented.find((item) => item.in === location && item.name === name);
          expect(parameter, `${where}: ${location} ${name}`).toBeDefined();
          const optional = (field as z.ZodType).safeParse(undefined).success;
          expect(parameter!.required, `${where}: ${name} required`).toBe(location === "path" || !optional);
          expect(parameter!.schema, `${where}: ${name} schema`).toEqual(jsonSchemaOf(field as z.ZodType));
        }
      }
      expect(documented).toHaveLength(
        Object.keys(operation.params?.shape ?? {}).length + Object.keys(operation.query?.shape ?? {}).length,
      );
    }
  });

  it("resolves every schema reference and describes every error with the error envelope", () => {
    const text = JSON.stringify(document);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      expect(document.components.schemas, name).toHaveProperty(name!);
    }
    expect(document.components.schemas.ApiError).toEqual(
      (({ $schema: _, ...rest }) => rest)(z.toJSONSchema(apiErrorDto) as Record<string, unknown>),
    );
    for (const operation of OPERATIONS) {
      const responses = document.paths[openApiPath(operation.path)]![operation.method]!.responses;
      for (const status of operation.errors) {
        expect(responses[status], `${operation.path} ${status}`).toEqual(
          expect.objectContaining({
            content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
          }),
        );
      }
    }
  });
});

/** The documented answer of a route; parsing strips undocumented keys, so equality also catches extra ones. */
function documentedAnswer(method: Operation["method"], path: string) {
  const operation = (OPERATIONS as readonly Operation[]).find((item) => item.method === method && item.path === path);
  if (!operation) throw new Error(`${method} ${path} is not documented`);
  return operation.response.schema;
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
