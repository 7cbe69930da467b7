import { CUSTOM_FORMATS } from './fields';

/**
 * Ajv options of every request schema (Fastify's validator in app.ts, and request-validator.ts for
 * requests that arrive another way): all errors, no coercion, no removal of extra fields, our formats.
 */
export const VALIDATOR_OPTIONS = {
  allErrors: true,
  removeAdditional: false,
  coerceTypes: false,
  useDefaults: true,
  formats: CUSTOM_FORMATS,
} as const;
