import { DESIGN_WIDTH } from '../../core';

const BASE_FONT_PX = 100;

/** SPEC §9: the html root font is 100px up to the 1366 px design width and grows with the window above it. */
export function rootFontSizePx(viewportWidth: number): number {
  return viewportWidth <= DESIGN_WIDTH ? BASE_FONT_PX : (BASE_FONT_PX * viewportWidth) / DESIGN_WIDTH;
}

/**
 * Keeps the portal's own html root font in step with the window. Only the standalone shell calls this:
 * widgets embedded in a host page use px and never touch the host's root.
 */
export function followRootFontSize(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSizePx(win.innerWidth)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  return () => win.removeEventListener('resize', apply);
}
