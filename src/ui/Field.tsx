import { useId, type ReactNode } from 'react';
import { FieldContext, type FieldControlProps } from './field-context';
import { uiLabels } from './labels';
import { KitStyle, classNames } from './theme/KitStyle';
import { vars } from './theme/tokens';

export interface FieldProps {
  label: ReactNode;
  required?: boolean;
  /** Shown under the control in red; marks the control aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Label beside the control (filter bars) or above it (forms). */
  layout?: 'horizontal' | 'vertical';
  children: ReactNode;
}

const fieldCss = `
.yp-field {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${vars.spaceSm};
  row-gap: ${vars.spaceXs};
  font-size: ${vars.fontSizeMd};
}
.yp-field--horizontal {
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
}
.yp-field__label {
  color: ${vars.colorText};
  white-space: nowrap;
}
.yp-field__required {
  margin-right: 2px;
  color: ${vars.colorDanger};
}
.yp-field__message {
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextSecondary};
}
.yp-field--horizontal .yp-field__message {
  grid-column: 2;
}
.yp-field__error {
  color: ${vars.colorDanger};
}
`;

/**
 * A labelled form control. The control inside (TextInput, Select, DateRangePicker, …) reads its id and
 * aria attributes from context, so `<Field label="车牌号"><TextInput /></Field>` is fully wired.
 */
export function Field({ label, required = false, error, hint, layout = 'vertical', children }: FieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error != null && error !== false && error !== '';
  const horizontal = layout === 'horizontal';
  const control: FieldControlProps = {
    id,
    labelId,
    describedBy: [hasError && errorId, hint != null && hintId].filter(Boolean).join(' ') || undefined,
    invalid: hasError,
    required,
  };
  return (
    <div className={classNames('yp-field', horizontal && 'yp-field--horizontal')}>
      <KitStyle name="field" css={fieldCss} />
      <label className="yp-field__label" id={labelId} htmlFor={id}>
        {required && (
          <span className="yp-field__required" aria-hidden="true" title={uiLabels.field.required}>
            *
          </span>
        )}
        {label}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint != null && (
        <div className="yp-field__message" id={hintId}>
          {hint}
        </div>
      )}
      {hasError && (
        <div className="yp-field__message yp-field__error" id={errorId} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
