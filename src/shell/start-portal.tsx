import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';

/**
 * Loads and renders the whole portal: the embed runtime, which defines every yp-* tag (each widget's
 * code loads when its tag first appears; the shell renders widgets only through them), and the app
 * with its router, which opens the address the browser shows. `moveTo` changes that address once the
 * portal is loaded, just before it renders, so the page before it never shows under another address.
 */
export async function renderPortal(root: Root, moveTo?: () => void): Promise<void> {
  const [{ App }] = await Promise.all([import('./App'), import('../widgets/embed')]);
  moveTo?.();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
