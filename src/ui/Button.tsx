import styled, { css } from 'styled-components';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from './Spinner';
import { focusRing } from './theme/mixins';
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

const heights: Record<ButtonSize, string> = {
  small: vars.controlHeightSm,
  medium: vars.controlHeight,
  large: vars.controlHeightLg,
};

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${vars.colorPrimary};
    border-color: ${vars.colorPrimary};
    color: ${vars.colorOnPrimary};
    &:hover:not(:disabled) {
      background: ${vars.colorPrimaryHover};
      border-color: ${vars.colorPrimaryHover};
    }
    &:active:not(:disabled) {
      background: ${vars.colorPrimaryActive};
      border-color: ${vars.colorPrimaryActive};
    }
  `,
  default: css`
    background: ${vars.colorBg};
    border-color: ${vars.colorBorder};
    color: ${vars.colorText};
    &:hover:not(:disabled) {
      border-color: ${vars.colorPrimary};
      color: ${vars.colorPrimaryText};
    }
    &:active:not(:disabled) {
      border-color: ${vars.colorPrimaryActive};
    }
  `,
  text: css`
    background: transparent;
    border-color: transparent;
    color: ${vars.colorText};
    &:hover:not(:disabled) {
      background: ${vars.colorBgMuted};
    }
  `,
  link: css`
    background: transparent;
    border-color: transparent;
    color: ${vars.colorPrimaryText};
    padding-inline: ${vars.spaceXs};
    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  `,
  danger: css`
    background: ${vars.colorDanger};
    border-color: ${vars.colorDanger};
    color: ${vars.colorTextInverse};
    &:hover:not(:disabled) {
      background: ${vars.colorDangerHover};
      border-color: ${vars.colorDangerHover};
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $iconOnly: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.spaceXs};
  box-sizing: border-box;
  height: ${(p) => heights[p.$size]};
  min-width: ${(p) => (p.$iconOnly ? heights[p.$size] : 'auto')};
  padding: 0 ${(p) => (p.$iconOnly ? '0' : p.$size === 'small' ? vars.spaceSm : vars.spaceLg)};
  border: 1px solid transparent;
  border-radius: ${vars.radius};
  font: inherit;
  font-size: ${(p) => (p.$size === 'small' ? vars.fontSizeSm : vars.fontSizeMd)};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background 0.2s,
    border-color 0.2s,
    color 0.2s;
  ${(p) => variants[p.$variant]}
  ${focusRing}

  &:disabled {
    background: ${vars.colorBgDisabled};
    border-color: ${vars.colorBorder};
    color: ${vars.colorTextDisabled};
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
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
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $iconOnly={children == null}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </StyledButton>
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
