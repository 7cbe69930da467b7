/** Where the report widgets ask their host to go (`yp-navigate`). */
import { PAGES } from '../../contract/pages';

export const REPORT_PAGES = {
  factory: PAGES.groupCompany.factoryDetail,
  downstream: PAGES.groupCompany.downstreamDetail,
} as const;

export { MEMBER_QUERY } from './declaration';
export { navigate } from '../navigate';
