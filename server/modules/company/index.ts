/**
 * The company module's public API: companies, downstream clients and their receiving addresses. Other
 * modules import this module only from here.
 */
export { companyModule } from './routes';
export { receivingAddressesOf } from './downstream';
// Whose rows a report may show (issue 14: the group's members, downstream clients, the own company).
export { downstreamClientsOf, groupMembers, reportScope, type ReportScope } from './report-scope';
