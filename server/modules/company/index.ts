/** The company module's public API. Other modules import this module only from here. */
export { companyModule } from './routes';
export { receivingAddressesOf } from './downstream';
