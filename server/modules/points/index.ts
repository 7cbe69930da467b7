/**
 * The points module's public API (积分: the points model is the header of src/contract/points.ts): its
 * routes. Other modules import this module only from here.
 */
export { pointsModule } from './routes';
// For the points shop: spending an account's points inside the shop's transaction, and the demo seed's
// grant and allotment of points to spend.
export { bookPoints, type PointsChange, type PointsHolder } from './book';
export { allotPoints } from './allot';
export { grantPoolPoints } from './grant';
// The company's points for my account (customerCompany/ calls of issue 12) and the shop's balance.
export { poolBalance } from './book';
export { accountPoints, pointsConfirmedSince } from './earned';
export { CHANGE_COLUMNS } from './export-columns';
export { pointsChanges } from './pool';
export { PointsChangeRowSchema } from './wire';
