import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from './Spinner';
import { KitStyle, classNames } from './theme/KitStyle';
import { focusRingOf } from './theme/mixins';
import { vars } from './theme/tokens';

export type ButtonVariant = 'primary' | 'default' | 'text' | 'link' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks; the button stays focusable and says it is busy. */
  loading?: boolean;
  icon?: ReactNode;
}

const buttonCss = `
.yp-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.spaceXs};
  box-sizing: border-box;
  height: ${vars.controlHeight};
  min-width: auto;
  padding: 0 ${vars.spaceLg};
  border: 1px solid transparent;
  border-radius: ${vars.radius};
  font: inherit;
  font-size: ${vars.fontSizeMd};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background 0.2s,
    border-color 0.2s,
    color 0.2s;
}
@media (prefers-reduced-motion: reduce) {
  .yp-button {
    transition: none;
  }
}
.yp-button--small {
  height: ${vars.controlHeightSm};
  padding: 0 ${vars.spaceSm};
  font-size: ${vars.fontSizeSm};
}
.yp-button--large {
  height: ${vars.controlHeightLg};
}
.yp-button--icon-only {
  min-width: ${vars.controlHeight};
  padding: 0;
}
.yp-button--icon-only.yp-button--small {
  min-width: ${vars.controlHeightSm};
}
.yp-button--icon-only.yp-button--large {
  min-width: ${vars.controlHeightLg};
}
.yp-button--primary {
  background: ${vars.colorPrimary};
  border-color: ${vars.colorPrimary};
  color: ${vars.colorOnPrimary};
}
.yp-button--primary:hover:not(:disabled) {
  background: ${vars.colorPrimaryHover};
  border-color: ${vars.colorPrimaryHover};
}
.yp-button--primary:active:not(:disabled) {
  background: ${vars.colorPrimaryActive};
  border-color: ${vars.colorPrimaryActive};
}
.yp-button--default {
  background: ${vars.colorBg};
  border-color: ${vars.colorBorder};
  color: ${vars.colorText};
}
.yp-button--default:hover:not(:disabled) {
  border-color: ${vars.colorPrimary};
  color: ${vars.colorPrimaryText};
}
.yp-button--default:active:not(:disabled) {
  border-color: ${vars.colorPrimaryActive};
}
.yp-button--text {
  background: transparent;
  border-color: transparent;
  color: ${vars.colorText};
}
.yp-button--text:hover:not(:disabled) {
  background: ${vars.colorBgMuted};
}
.yp-button--link {
  background: transparent;
  border-color: transparent;
  color: ${vars.colorPrimaryText};
  padding-inline: ${vars.spaceXs};
}
.yp-button--link:hover:not(:disabled) {
  text-decoration: underline;
}
.yp-button--danger {
  background: ${vars.colorDanger};
  border-color: ${vars.colorDanger};
  color: ${vars.colorTextInverse};
}
.yp-button--danger:hover:not(:disabled) {
  background: ${vars.colorDangerHover};
  border-color: ${vars.colorDangerHover};
}
${focusRingOf('.yp-button')}
.yp-button:disabled {
  background: ${vars.colorBgDisabled};
  border-color: ${vars.colorBorder};
  color: ${vars.colorTextDisabled};
  cursor: not-allowed;
}
.yp-button[aria-busy='true'] {
  cursor: progress;
}
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'default',
    size = 'medium',
    loading = false,
    icon,
    type = 'button',
    onClick,
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <>
      <KitStyle name="button" css={buttonCss} />
      <button
        ref={ref}
        type={type}
        className={classNames(
          'yp-button',
          `yp-button--${size}`,
          `yp-button--${variant}`,
          children == null && 'yp-button--icon-only',
          className,
        )}
        aria-busy={loading || undefined}
        onClick={loading ? (event) => event.preventDefault() : onClick}
        {...rest}
      >
        {loading ? <Spinner /> : icon}
        {children}
      </button>
    </>
  );
});

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
}

/** A square button showing only an icon; `label` becomes its aria-label and tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'text', ...rest },
  ref,
) {
  return <Button ref={ref} variant={variant} icon={icon} aria-label={label} title={label} {...rest} />;
});
