/**
 * The group-data module's public API: the group (role 6) and downstream customer (role 7) data lists and
 * the demo's year of group history. Other modules import this module only from here.
 */
export { groupDataModule } from './routes';
