import { openApiDocument } from "#worker/api/index";

/**
 * The reference page's reading of GET /api/openapi.json: the same document, turned into what a person reads
 * (TypeScript-like type notation with links to the named schemas, rules in words).
 */

/** A piece of a type's notation; `ref` names a schema of the Schemas section. */
export type TypeToken = { text: string; ref?: string };
export type FieldView = { name: string; required: boolean; type: TypeToken[]; rules: string[] };
export type ParameterView = FieldView & { location: "path" | "query" | "header" };
export type BodyView = { contentType: string; description?: string; variants: FieldView[][]; type: TypeToken[] };
export type ResponseView = { status: string; description: string; type: TypeToken[] | null };
export type EndpointView = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  access: string;
  parameters: ParameterView[];
  body: BodyView | null;
  responses: ResponseView[];
};
export type ApiReference = {
  title: string;
  version: string;
  tags: { name: string; description: string; endpoints: EndpointView[] }[];
  schemas: { name: string; fields: FieldView[] }[];
};

type Schema = {
  $ref?: string;
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  contentMediaType?: string;
};

const join = (parts: TypeToken[][], separator: string): TypeToken[] =>
  parts.flatMap((part, index) => (index === 0 ? part : [{ text: separator }, ...part]));

function typeTokens(schema: Schema): TypeToken[] {
  if (schema.$ref) {
    const name = schema.$ref.split("/").at(-1) ?? schema.$ref;
    return [{ text: name, ref: name }];
  }
  if (schema.format === "binary") return [{ text: "file" }];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return join(union.map(typeTokens), " | ");
  if (schema.const !== undefined) return [{ text: JSON.stringify(schema.const) }];
  if (schema.enum) return [{ text: schema.enum.map((value) => JSON.stringify(value)).join(" | ") }];
  if (Array.isArray(schema.type))
    return join(
      schema.type.map((type) => typeTokens({ ...schema, type })),
      " | ",
    );
  switch (schema.type) {
    case "array": {
      const item = typeTokens(schema.items ?? {});
      const wrapped = item.some((token) => token.text === " | ") ? [{ text: "(" }, ...item, { text: ")" }] : item;
      return [...wrapped, { text: "[]" }];
    }
    case "object": {
      if (schema.properties) {
        const required = new Set(schema.required ?? []);
        const fields = Object.entries(schema.properties).map(([name, field]) => [
          { text: `${name}${required.has(name) ? "" : "?"}: ` },
          ...typeTokens(field),
        ]);
        return [{ text: "{ " }, ...join(fields, "; "), { text: " }" }];
      }
      if (typeof schema.additionalProperties === "object") {
        return [{ text: "Record<string, " }, ...typeTokens(schema.additionalProperties), { text: ">" }];
      }
      return [{ text: "object" }];
    }
    case undefined:
      return [{ text: "any" }];
    default:
      return [{ text: schema.type }];
  }
}

function rules(schema: Schema): string[] {
  const list: string[] = [];
  if (schema.format === "binary") {
    const types = (schema.anyOf ?? []).map((item) => item.contentMediaType).filter(Boolean);
    if (types.length > 0) list.push(types.join(", "));
    if (schema.maxLength !== undefined) list.push(`at most ${Math.round(schema.maxLength / 1024 / 1024)} MB`);
    return list;
  }
  for (const option of schema.anyOf ?? []) if (option.pattern) list.push(`matches ${option.pattern}`);
  if (schema.pattern) list.push(`matches ${schema.pattern}`);
  const characters = (count: number) => `${count} character${count === 1 ? "" : "s"}`;
  if (schema.minLength !== undefined) list.push(`at least ${characters(schema.minLength)}`);
  if (schema.maxLength !== undefined) list.push(`at most ${characters(schema.maxLength)}`);
  if (schema.minimum !== undefined) list.push(`minimum ${schema.minimum}`);
  if (schema.maximum !== undefined) list.push(`maximum ${schema.maximum}`);
  if (schema.minItems !== undefined) list.push(`at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined) list.push(`at most ${schema.maxItems} items`);
  if (schema.default !== undefined) list.push(`default ${JSON.stringify(schema.default)}`);
  return list;
}

function fields(schema: Schema): FieldView[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, field]) => ({
    name,
    required: required.has(name),
    type: typeTokens(field),
    rules: rules(field),
  }));
}

type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  "x-access": string;
  parameters: { name: string; in: "path" | "query" | "header"; required: boolean; schema: Schema }[];
  requestBody?: { description?: string; content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};

function endpoint(method: string, path: string, operation: Operation): EndpointView {
  const [contentType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const variants = body
    ? ((body.schema.anyOf ?? [body.schema]).map(fields).filter((list) => list.length > 0) ?? [])
    : [];
  return {
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
    summary: operation.summary,
    description: operation.description,
    access: operation["x-access"],
    parameters: operation.parameters.map((parameter) => ({
      name: parameter.name,
      location: parameter.in,
      required: parameter.required,
      type: typeTokens(parameter.schema),
      rules: rules(parameter.schema),
    })),
    body:
      contentType && body
        ? {
            contentType,
            description: operation.requestBody?.description,
            variants,
            type: typeTokens(body.schema),
          }
        : null,
    responses: Object.entries(operation.responses).map(([status, answer]) => {
      const schema = answer.content?.["application/json"]?.schema;
      return { status, description: answer.description, type: schema ? typeTokens(schema) : null };
    }),
  };
}

export function getApiReference(): ApiReference {
  const { document } = openApiDocument();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => endpoint(method, path, operation as unknown as Operation)),
  );
  const tagOf = new Map(
    Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => [operation.operationId, operation.tags[0]] as const),
    ),
  );
  return {
    title: document.info.title,
    version: document.info.version,
    tags: document.tags.map((tag) => ({
      name: tag.name,
      description: tag.description,
      endpoints: operations.filter((operation) => tagOf.get(operation.id) === tag.name),
    })),
    schemas: Object.entries(document.components.schemas).map(([name, schema]) => ({
      name,
      fields: fields(schema as Schema),
    })),
  };
}
