/** Moved to src/ui (shared with the returns widget); kept so the moves pages' imports stay. */
export { dateFilters, setFilters, type SetFilters } from '../../ui';
