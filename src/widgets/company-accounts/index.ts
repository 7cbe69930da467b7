/** The <yp-company-accounts> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { companyAccountsWidget } from './declaration';
import { CompanyAccountsWidget } from './CompanyAccountsWidget';

export default defineWidget(companyAccountsWidget, CompanyAccountsWidget);
