/**
 * Typed access to the mocha globals @web/test-runner provides in the page (no @types/mocha here, and
 * declaring them globally would clash with vitest's own). Browser tests import from this file.
 */
type Test = () => void | Promise<void>;
interface MochaGlobals {
  describe(title: string, body: () => void): void;
  it(title: string, body: Test): void;
  beforeEach(body: Test): void;
  afterEach(body: Test): void;
}

const mocha = globalThis as unknown as MochaGlobals;

export const describe: MochaGlobals['describe'] = (title, body) => mocha.describe(title, body);
export const it: MochaGlobals['it'] = (title, body) => mocha.it(title, body);
export const beforeEach: MochaGlobals['beforeEach'] = (body) => mocha.beforeEach(body);
export const afterEach: MochaGlobals['afterEach'] = (body) => mocha.afterEach(body);
