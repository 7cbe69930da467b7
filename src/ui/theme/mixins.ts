import { css } from 'styled-components';
import { vars } from './tokens';

/** Keyboard focus indicator shared by every interactive primitive. */
export const focusRing = css`
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** A bordered text control (inputs, select trigger). */
export const controlBox = css<{ $invalid?: boolean }>`
  box-sizing: border-box;
  height: ${vars.controlHeight};
  padding: 0 ${vars.spaceMd};
  border: 1px solid ${(p) => (p.$invalid ? vars.colorDanger : vars.colorBorder)};
  border-radius: ${vars.radius};
  background: ${vars.colorBg};
  color: ${vars.colorText};
  font: inherit;
  font-size: ${vars.fontSizeMd};
  transition: border-color 0.2s;

  &:hover:not(:disabled) {
    border-color: ${(p) => (p.$invalid ? vars.colorDanger : vars.colorPrimary)};
  }
  &:focus,
  &:focus-within {
    outline: none;
    border-color: ${(p) => (p.$invalid ? vars.colorDanger : vars.colorPrimary)};
    box-shadow: ${vars.focusRing};
  }
  &:disabled,
  &[aria-disabled='true'] {
    background: ${vars.colorBgDisabled};
    color: ${vars.colorTextDisabled};
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${vars.colorTextPlaceholder};
  }
`;
