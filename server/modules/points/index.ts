/**
 * The points module's public API (积分: the points model is the header of src/contract/points.ts): its
 * routes. Other modules import this module only from here.
 */
export { pointsModule } from './routes';
// The company's points for my account (customerCompany/ calls of issue 12).
export { poolBalance } from './book';
export { accountPoints, pointsConfirmedSince } from './earned';
export { CHANGE_COLUMNS } from './export-columns';
export { pointsChanges } from './pool';
export { PointsChangeRowSchema } from './wire';
