import { forwardRef, type InputHTMLAttributes } from 'react';
import { fieldAria, useFieldControl } from './field-context';
import { KitStyle, classNames } from './theme/KitStyle';
import { textControlsCss } from './theme/mixins';

export type TextInputProps = InputHTMLAttributes<HTMLInputElement>;

/** A text input; inside a Field it takes the field's id, description and invalid state. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { className, ...props },
  ref,
) {
  const field = useFieldControl();
  return (
    <>
      <KitStyle name="text-controls" css={textControlsCss} />
      <input
        ref={ref}
        type="text"
        className={classNames('yp-control', 'yp-text-input', className)}
        {...fieldAria(field)}
        data-invalid={field.invalid || undefined}
        {...props}
      />
    </>
  );
});
