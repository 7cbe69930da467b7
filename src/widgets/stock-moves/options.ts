/** Moved to src/ui (shared with the transport widget); kept so the moves pages' imports stay. */
export { optionsWithAll, withAll } from '../../ui';
