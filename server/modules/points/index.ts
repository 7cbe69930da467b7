/**
 * The points module's public API (积分: the points model is the header of src/contract/points.ts): its
 * routes. Other modules import this module only from here.
 */
export { pointsModule } from './routes';
// For the points shop: spending an account's points inside the shop's transaction, its balance, and the
// demo seed's grant and allotment of points to spend.
export { bookPoints, type PointsChange, type PointsHolder } from './book';
export { accountPoints, allotPoints } from './allot';
export { grantPoolPoints } from './grant';
