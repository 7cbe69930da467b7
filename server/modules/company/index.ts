/**
 * The company module's public API: companies, downstream clients and their receiving addresses. Other
 * modules import this module only from here.
 */
export { companyModule } from './routes';
export { receivingAddressesOf } from './downstream';
