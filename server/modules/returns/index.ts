/** The returns module's public API. Other modules import this module only from here. */
export { returnsModule } from './routes';
export { seedDemoReturns } from './seed';
