import { KitStyle } from './KitStyle';
import { englishTokensCss, themeTokensCss, vars } from './tokens';

const baseText = (priority: '' | ' !important') => `
font-family: ${vars.fontFamily}${priority};
font-size: ${vars.fontSizeMd}${priority};
font-weight: 400${priority};
font-style: normal${priority};
line-height: ${vars.lineHeight}${priority};
letter-spacing: normal${priority};
text-align: start${priority};
text-transform: none${priority};
color: ${vars.colorText}${priority};
`;

const borderBox = `
*,
*::before,
*::after {
  box-sizing: border-box;
}
`;

const globalTokensCss = `
:root {
  ${themeTokensCss}
}
:root:lang(en) {
  ${englishTokensCss}
}
body {
  margin: 0;
  background: ${vars.colorBgMuted};
  ${baseText('')}
}
${borderBox}
`;

/** For the standalone shell and Storybook: tokens on :root, base text on body. */
export function GlobalTokens() {
  return <KitStyle name="global-tokens" css={globalTokensCss} />;
}

const hostTokensCss = `
:host {
  ${themeTokensCss}
  display: block;
  ${baseText(' !important')}
}
:host(:lang(en)) {
  ${englishTokensCss}
}
:host([hidden]) {
  display: none;
}
${borderBox}
`;

/**
 * For a widget: rendered inside its shadow root, so the rules land there. Inherited font and colour of
 * the host page are reset so the widget looks the same on every page. A page rule matching the host
 * element (`* { color: … }`) beats a normal `:host` rule, and only `!important` lets the shadow tree win,
 * hence the flag on the text reset. Tokens stay normal declarations so a host page may still override
 * `--yp-*` on the element on purpose. `all: initial` is avoided because it would also reset `display`
 * of the host element. English takes its own font stack from the host's lang (set to the widget's locale).
 */
export function HostTokens() {
  return <KitStyle name="host-tokens" css={hostTokensCss} />;
}
