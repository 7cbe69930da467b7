export { FormField, type FormFieldProps, type BoundControl } from './FormField';
export { markServerFieldErrors } from './server-field-errors';
export { rulesResolver } from './validate-resolver';
