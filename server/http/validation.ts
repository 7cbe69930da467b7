import type { TSchema } from '@sinclair/typebox';
import type { FastifySchemaValidationError } from 'fastify';
import type { ValidationFailure } from '../../src/contract/envelope';
import { FORMAT_MESSAGES, VALIDATION_MSG } from '../labels/messages';

type Field = ValidationFailure['fields'][number];

/** '/keyList/0' → 'keyList[0]'; '' → 'body' (the whole body is wrong). */
function fieldName(instancePath: string, child?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof child === 'string') parts.push(child);
  if (parts.length === 0) return 'body';
  return parts.reduce(
    (name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  );
}

function describe(error: FastifySchemaValidationError): Field {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        field: fieldName(error.instancePath, params.missingProperty),
        message: VALIDATION_MSG.required,
      };
    case 'additionalProperties':
      return {
        field: fieldName(error.instancePath, params.additionalProperty),
        message: VALIDATION_MSG.additionalProperties,
      };
    case 'type':
      return error.instancePath === ''
        ? { field: 'body', message: VALIDATION_MSG.body }
        : { field: fieldName(error.instancePath), message: VALIDATION_MSG.type(String(params.type)) };
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems':
      return {
        field: fieldName(error.instancePath),
        message: VALIDATION_MSG[error.keyword](Number(params.limit)),
      };
    case 'pattern':
      return { field: fieldName(error.instancePath), message: VALIDATION_MSG.pattern };
    case 'format':
      return {
        field: fieldName(error.instancePath),
        message: FORMAT_MESSAGES[String(params.format)] ?? VALIDATION_MSG.pattern,
      };
    case 'not':
      // The one `not` of a request schema is the NUL rule below (withRequestRules refuses any other).
      return { field: fieldName(error.instancePath), message: VALIDATION_MSG.nul };
    case 'enum':
    case 'const':
    case 'anyOf':
      return { field: fieldName(error.instancePath), message: VALIDATION_MSG.enum };
    default:
      return { field: fieldName(error.instancePath), message: VALIDATION_MSG.invalid };
  }
}

/**
 * Ajv errors → one entry per field. A union (anyOf) reports each branch's errors too; the first
 * message per field is kept so the client shows one clear message per field.
 */
export function validationFields(errors: readonly FastifySchemaValidationError[]): Field[] {
  const byField = new Map<string, Field>();
  for (const error of errors) {
    const field = describe(error);
    if (!byField.has(field.field)) byField.set(field.field, field);
  }
  return [...byField.values()];
}

/** 2003 data for a body that could not be parsed at all (empty, not JSON, wrong content type). */
export const unreadableBody = (): Field[] => [{ field: 'body', message: VALIDATION_MSG.body }];

/**
 * The largest magnitude of a request number whose schema names no bound of its own: PostgreSQL's
 * `integer` (2³¹−1). Every value within it is a safe JS integer, an int on both databases, and an OFFSET
 * that fits (pageNum × pageSize ≤ 2.1e11); `pageNum: 1e20` used to pass `type: integer` and fail in SQL.
 */
export const REQUEST_NUMBER_LIMIT = 2_147_483_647;

/**
 * "A string containing U+0000", refused through `not`: PostgreSQL cannot store or even compare a text
 * holding it (22021, was 5000). Typed, so that a value of the wrong type is the `type` rule's error only.
 */
const NUL_RULE = { type: 'string', pattern: '\\u0000' } as const;

type SchemaNode = Record<string, unknown>;

function withRules(node: SchemaNode, where: string): SchemaNode {
  const out: SchemaNode = { ...node };
  if (node.type === 'integer' || node.type === 'number') {
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) out.maximum = REQUEST_NUMBER_LIMIT;
    if (node.minimum === undefined && node.exclusiveMinimum === undefined)
      out.minimum = -REQUEST_NUMBER_LIMIT;
  }
  if (node.type === 'string') {
    if (node.not !== undefined) throw new Error(`${where}: a request string may not declare its own \`not\``);
    out.not = NUL_RULE;
  }
  const map = (value: unknown, key: string): unknown =>
    value && typeof value === 'object' ? withRules(value as SchemaNode, `${where}.${key}`) : value;
  if (node.properties) {
    out.properties = Object.fromEntries(
      Object.entries(node.properties as Record<string, SchemaNode>).map(([key, value]) => [
        key,
        map(value, key),
      ]),
    );
  }
  for (const key of ['items', 'additionalProperties'] as const) if (node[key]) out[key] = map(node[key], key);
  for (const key of ['anyOf', 'allOf', 'oneOf'] as const) {
    if (Array.isArray(node[key])) out[key] = (node[key] as unknown[]).map((branch) => map(branch, key));
  }
  return out;
}

/**
 * A route's body or query schema with the rules every request field obeys, whatever its route declares
 * (route.ts applies it to each schema it registers, so present and future routes inherit them):
 * - a number or integer without a bound of its own gets ±REQUEST_NUMBER_LIMIT;
 * - no string may contain U+0000 (2003 「不能包含空字符」 naming the field).
 * Applied centrally rather than written into each field schema: a rule every field needs is forgotten in
 * the one field that lacks it, and a route with its own inline `Type.String()` would escape it. It is
 * a schema transform rather than a custom Ajv keyword or format, so it needs no validator set-up (any
 * Fastify instance compiles it), composes with a field's own pattern or format, and shows at /api/docs.
 */
export function withRequestRules<T extends TSchema>(schema: T, where = 'request'): T {
  return withRules(schema as unknown as SchemaNode, where) as unknown as T;
}
