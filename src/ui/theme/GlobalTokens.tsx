import { createGlobalStyle, css } from 'styled-components';
import { themeTokensCss, vars } from './tokens';

const baseText = (priority: '' | '!important') => css`
  font-family: ${vars.fontFamily} ${priority};
  font-size: ${vars.fontSizeMd} ${priority};
  font-weight: 400 ${priority};
  font-style: normal ${priority};
  line-height: ${vars.lineHeight} ${priority};
  letter-spacing: normal ${priority};
  text-align: start ${priority};
  text-transform: none ${priority};
  color: ${vars.colorText} ${priority};
`;

const borderBox = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

/**
 * For the standalone shell and Storybook: tokens on :root, base text on body.
 * Rendered outside any StyleSheetManager with a shadow-root target.
 */
export const GlobalTokens = createGlobalStyle`
  :root {
    ${themeTokensCss}
  }
  body {
    margin: 0;
    background: ${vars.colorBgMuted};
    ${baseText('')}
  }
  ${borderBox}
`;

/**
 * For a widget: rendered inside `<StyleSheetManager target={shadowRoot}>`, so the rules land in the
 * shadow root. Inherited font and colour of the host page are reset so the widget looks the same on
 * every page. A page rule matching the host element (`* { color: … }`) beats a normal `:host` rule,
 * and only `!important` lets the shadow tree win, hence the flag on the text reset. Tokens stay
 * normal declarations so a host page may still override `--yp-*` on the element on purpose.
 * `all: initial` is avoided because it would also reset `display` of the host element.
 */
export const HostTokens = createGlobalStyle`
  :host {
    ${themeTokensCss}
    display: block;
    ${baseText('!important')}
  }
  :host([hidden]) {
    display: none;
  }
  ${borderBox}
`;
