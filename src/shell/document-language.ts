import { platformLabels } from './platform-labels';

/** The page's language on the document itself: its lang attribute and its title (the platform's name). */
export function markDocumentLanguage(lang: string): void {
  document.documentElement.lang = lang;
  document.title = platformLabels.name;
}
