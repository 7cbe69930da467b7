/**
 * The points module's public API (积分: the points model is the header of src/contract/points.ts): its
 * routes. Other modules import this module only from here.
 */
export { pointsModule } from './routes';
