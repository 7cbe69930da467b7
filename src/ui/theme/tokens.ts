/**
 * Theme tokens, written once and published as CSS custom properties (--yp-*).
 * Components read them through `vars` so a host page can restyle a widget by overriding the properties.
 * Sizes are px on purpose: widgets live inside host pages whose rem is unknown.
 *
 * Colour note: the brand orange (#f5821f) has a contrast of only 2.7:1 against white, below WCAG AA.
 * It is therefore used for fills (with dark text on them), borders and focus rings, while orange
 * *text* on white uses the darker `primaryText`.
 */
/** The platforms' own UI fonts (macOS, Windows), first in every stack. */
const SYSTEM_FONTS = '-apple-system, BlinkMacSystemFont, "Segoe UI"';
/** Chinese fonts of macOS, Windows and Linux. */
const CHINESE_FONTS = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC"';

const tokenValues = {
  colorPrimary: '#f5821f',
  colorPrimaryHover: '#f79a4a',
  colorPrimaryActive: '#dc6d0d',
  colorPrimarySoft: '#fff4e8',
  colorPrimaryText: '#b34d00',
  colorOnPrimary: '#1f1f1f',
  colorText: '#262626',
  colorTextSecondary: '#595959',
  colorTextPlaceholder: '#767676',
  colorTextDisabled: '#a6a6a6',
  colorTextInverse: '#ffffff',
  colorBorder: '#d9d9d9',
  colorBorderStrong: '#8c8c8c',
  colorBg: '#ffffff',
  colorBgMuted: '#f5f5f5',
  colorBgDisabled: '#f0f0f0',
  colorBgInverse: '#262626',
  colorBgMask: 'rgba(0, 0, 0, 0.45)',
  colorSuccess: '#237804',
  colorWarning: '#a36200',
  colorDanger: '#cf1322',
  colorDangerHover: '#a8071a',
  colorDangerSoft: '#fff1f0',
  focusRing: '0 0 0 2px rgba(245, 130, 31, 0.55)',
  shadowPopup: '0 6px 16px rgba(0, 0, 0, 0.12), 0 3px 6px -4px rgba(0, 0, 0, 0.16)',
  radius: '4px',
  radiusLarge: '8px',
  spaceXs: '4px',
  spaceSm: '8px',
  spaceMd: '12px',
  spaceLg: '16px',
  spaceXl: '24px',
  fontSizeSm: '12px',
  fontSizeMd: '14px',
  fontSizeLg: '16px',
  fontSizeXl: '20px',
  lineHeight: '1.5715',
  controlHeight: '32px',
  controlHeightSm: '24px',
  controlHeightLg: '40px',
  fontFamily: `${SYSTEM_FONTS}, ${CHINESE_FONTS}, sans-serif`,
  zDialog: '1000',
  zPopover: '1050',
  zNotice: '1080',
  zToast: '1100',
} as const;

export type TokenName = keyof typeof tokenValues;

/** colorPrimaryHover → --yp-color-primary-hover */
const propertyOf = (name: string): string => `--yp-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** `var(--yp-…)` references, for use inside styled-components templates. */
export const vars = Object.fromEntries(
  Object.keys(tokenValues).map((name) => [name, `var(${propertyOf(name)})`]),
) as { readonly [K in TokenName]: string };

/**
 * A token's value as `element` sees it: the host page's override of the custom property if any, else ours.
 * For code that needs a concrete value instead of `var(…)`: SVG presentation attributes (the charts).
 */
export function readToken(element: Element, name: TokenName): string {
  return getComputedStyle(element).getPropertyValue(propertyOf(name)).trim() || tokenValues[name];
}

/** The declarations `--yp-…: value;`, to put on `:root` (shell) or `:host` (a widget's shadow root). */
export const themeTokensCss: string = Object.entries(tokenValues)
  .map(([name, value]) => `${propertyOf(name)}: ${value};`)
  .join('\n');

/**
 * The font stack of English pages, a declaration for `:lang(en)`: Latin fonts first (Arial is Liberation
 * Sans on most Linux machines), then the system's own sans-serif, then the Chinese fonts for Chinese data.
 * The default stack names Chinese fonts first, so a Linux machine without PingFang or YaHei draws English
 * with Noto Sans CJK, whose quotes and apostrophes are full-width (template’s read as “template ’s”).
 * Windows and macOS find Segoe UI or the system font first in both stacks.
 */
export const englishTokensCss = `${propertyOf('fontFamily')}: ${SYSTEM_FONTS}, Arial, sans-serif, ${CHINESE_FONTS};`;
