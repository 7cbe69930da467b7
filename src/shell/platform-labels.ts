import { localized } from '../contract/localized';
import { PLATFORM_NAME } from '../contract/platform';

/**
 * The platform's name as the pages show it (the tab's title, the visitor pages' brand): on an English
 * page in English. Documents keep the Chinese name, which is the platform's legal one (PLATFORM_NAME).
 */
export const platformLabels = localized(
  { name: PLATFORM_NAME },
  { name: 'Yelopack Pallet Sharing Platform' },
);
