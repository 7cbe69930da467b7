import { localized } from '../../../src/contract/localized';

/** Messages of the customerCompany calls, in Chinese and English. */
export const COMPANY_LABELS = localized(
  { companyNotFound: '企业不存在' },
  { companyNotFound: 'No such company' },
);
