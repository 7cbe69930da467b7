import { forwardRef, useState } from 'react';
import { fieldAria, useFieldControl } from './field-context';
import { uiLabels } from './labels';
import { KitStyle } from './theme/KitStyle';
import { focusRingOf, textControlsCss } from './theme/mixins';
import { vars } from './theme/tokens';
import type { TextInputProps } from './TextInput';

const passwordInputCss = `
.yp-password-input {
  display: flex;
  align-items: center;
  padding-right: 0;
  width: 100%;
}
.yp-password-input__input {
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: none;
  outline: none;
  background: transparent;
  font: inherit;
  color: inherit;
}
.yp-password-input__input::placeholder {
  color: ${vars.colorTextPlaceholder};
}
.yp-password-input__toggle {
  height: 100%;
  padding: 0 ${vars.spaceSm};
  border: none;
  background: none;
  color: ${vars.colorTextSecondary};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
}
${focusRingOf('.yp-password-input__toggle')}
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
      />
      <circle cx="8" cy="8" r="2.2" fill="currentColor" />
      {crossed && <path d="M2 14L14 2" stroke="currentColor" strokeWidth="1.3" />}
    </svg>
  );
}

/** A password input with a button that shows or hides the typed characters. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<TextInputProps, 'type'>>(
  function PasswordInput({ disabled, ...props }, ref) {
    const field = useFieldControl();
    const [visible, setVisible] = useState(false);
    return (
      <div
        className="yp-control yp-password-input"
        data-invalid={field.invalid || undefined}
        aria-disabled={disabled || undefined}
      >
        <KitStyle name="text-controls" css={textControlsCss} />
        <KitStyle name="password-input" css={passwordInputCss} />
        <input
          className="yp-password-input__input"
          ref={ref}
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          disabled={disabled}
          {...fieldAria(field)}
          {...props}
        />
        <button
          className="yp-password-input__toggle"
          type="button"
          aria-label={uiLabels.password.show}
          aria-pressed={visible}
          title={visible ? uiLabels.password.hide : uiLabels.password.show}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={!visible} />
        </button>
      </div>
    );
  },
);
