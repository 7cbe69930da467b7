/**
 * The company-accounts module's public API: the enterprise center's sub-accounts and custom roles
 * (customerCompany/ calls of issue 12). Other modules import this module only from here.
 */
export { companyAccountsModule } from './routes';
