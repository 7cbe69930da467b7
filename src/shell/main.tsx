/** Entry of the standalone portal (index.html). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Defines every yp-* tag (each widget's code loads when its tag first appears); the shell renders widgets only through them.
import '../widgets/embed';
import { App } from './App';
import { shellLabels } from './labels';
import { followRootFontSize } from './layout/root-font-size';

document.title = shellLabels.documentTitle;
followRootFontSize();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
