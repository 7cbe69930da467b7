import { AjvCompiler } from '@fastify/ajv-compiler';
import type { TObject } from '@sinclair/typebox';
import type { FastifySchemaValidationError } from 'fastify';
import type { ValidationFailure } from '../../src/contract/envelope';
import { validationFields, withRequestRules } from './validation';
import { VALIDATOR_OPTIONS } from './validator-options';

type Field = ValidationFailure['fields'][number];

const buildValidator = AjvCompiler()({}, { customOptions: VALIDATOR_OPTIONS });

/**
 * A route's body schema as a function, for requests that do not come as a body (a row of an imported file):
 * the same compiler, options and request rules as Fastify's, answering the fields a 2003 would name
 * (none when the value is valid).
 */
export function requestValidator(schema: TObject, where: string): (value: unknown) => Field[] {
  const validate = buildValidator({
    schema: withRequestRules(schema, where),
    method: 'POST',
    url: where,
    httpPart: 'body',
  });
  return (value) =>
    validate(value) ? [] : validationFields((validate.errors ?? []) as FastifySchemaValidationError[]);
}
