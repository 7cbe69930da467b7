import type { FastifySchemaValidationError } from 'fastify';
import type { ValidationFailure } from '../../src/contract/envelope';
import { FORMAT_MESSAGES, VALIDATION_MSG } from '../labels/zh-CN';

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
