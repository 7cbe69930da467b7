/**
 * The embed script (dist/embed/yelopack-embed.js): defines every yp-* tag at once with a light element
 * that imports the widget's code the first time the tag is connected, and gives the host page
 * `window.YelopackPortal` to hand over credentials: `YelopackPortal.configure({ apiBase, getToken })`.
 *
 * It imports core's config module directly instead of core's index so the entry stays small: the HTTP
 * client and the rest arrive with the first widget chunk.
 */
import { YelopackPortal } from '../core/config';
import { WIDGET_DECLARATIONS } from './declarations';
import { defineWidgetElement } from './widget-element';

declare global {
  interface Window {
    YelopackPortal?: typeof YelopackPortal;
  }
}

// With two embed scripts on one page the first one's tags are kept (see defineWidgetElement), so its
// configuration object must be the one hosts talk to.
window.YelopackPortal ??= YelopackPortal;

for (const widget of WIDGET_DECLARATIONS) {
  defineWidgetElement(
    widget.tag,
    () => widget.load().then((module) => module.default),
    YelopackPortal.version,
  );
}

/**
 * For host pages that sign their users in themselves (see demo/): encrypts a password with the
 * platform's public key the way the login call expects. Loaded on demand, so jsencrypt stays out of
 * the entry.
 */
export async function encryptPassword(plain: string): Promise<string> {
  const { encryptForServer } = await import('../core/crypto/encrypt');
  return encryptForServer(plain);
}
