import { createGlobalStyle } from 'styled-components';

/**
 * The root font follows the window (see layout/root-font-size); text inside the portal is sized in px,
 * so the body sets it back to the design size.
 */
export const ShellBase = createGlobalStyle`
  body {
    font-size: 14px;
  }
`;
