/** Chinese messages of the customerCompany calls. */
export const COMPANY_LABELS = {
  companyNotFound: '企业不存在',
} as const;
