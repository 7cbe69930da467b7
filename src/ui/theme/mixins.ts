/**
 * Rules several kit parts share, as plain CSS text: a plain-CSS part puts them under its class
 * (`…Of('.yp-…')`), a styled-components template interpolates the `&` form.
 */
import { vars } from './tokens';

/** Keyboard focus indicator shared by every interactive primitive. */
export const focusRingOf = (self: string) => `
${self}:focus-visible {
  outline: none;
  box-shadow: ${vars.focusRing};
}
`;
export const focusRing = focusRingOf('&');

/** Hidden on screen, still read by screen readers (declarations). */
export const visuallyHidden = `
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

/** A bordered text control (inputs, select trigger, date picker): its own declarations. */
export const controlBoxDeclarations = `
box-sizing: border-box;
height: ${vars.controlHeight};
padding: 0 ${vars.spaceMd};
border: 1px solid ${vars.colorBorder};
border-radius: ${vars.radius};
background: ${vars.colorBg};
color: ${vars.colorText};
font: inherit;
font-size: ${vars.fontSizeMd};
transition: border-color 0.2s;
`;

/**
 * The bordered text control's states under `self`; it is invalid while it carries `data-invalid` (after
 * the focus rule, so an invalid control keeps its red border while focused).
 */
export const controlBoxStatesOf = (self: string) => `
${self}:hover:not(:disabled),
${self}:focus,
${self}:focus-within {
  border-color: ${vars.colorPrimary};
}
${self}:focus,
${self}:focus-within {
  outline: none;
  box-shadow: ${vars.focusRing};
}
${self}[data-invalid],
${self}[data-invalid]:hover:not(:disabled) {
  border-color: ${vars.colorDanger};
}
${self}:disabled,
${self}[aria-disabled='true'] {
  background: ${vars.colorBgDisabled};
  color: ${vars.colorTextDisabled};
  cursor: not-allowed;
}
${self}::placeholder {
  color: ${vars.colorTextPlaceholder};
}
`;

/** The bordered text control in a styled template: declarations first, so the template's own win. */
export const controlBox = controlBoxDeclarations + controlBoxStatesOf('&');

/**
 * The text controls' stylesheet: the bordered box as the class `yp-control`, and the width of a text
 * input in a form (`yp-text-input`). PasswordInput adds its own inner input and toggle.
 */
export const textControlsCss = `
.yp-control {
  ${controlBoxDeclarations}
}
${controlBoxStatesOf('.yp-control')}
.yp-text-input {
  width: 100%;
  min-width: 0;
}
`;
