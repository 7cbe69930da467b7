import type { Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PLATFORM_MIGRATIONS } from '../db/migrations';
import { MODULES, allMigrations, type ApiModule } from './index';

const noop: Migration = { up: async () => {} };
const moduleWith = (tag: string, migrations: Record<string, Migration>): ApiModule => ({
  tag,
  routes: () => {},
  migrations,
});

describe('allMigrations', () => {
  it("holds the platform's migrations and every module's own, each once", () => {
    const names = Object.keys(allMigrations());
    const moduleNames = MODULES.flatMap((module) => Object.keys(module.migrations ?? {}));
    expect(names).toEqual(expect.arrayContaining([...Object.keys(PLATFORM_MIGRATIONS), ...moduleNames]));
    expect(names).toHaveLength(Object.keys(PLATFORM_MIGRATIONS).length + moduleNames.length);
  });

  it('refuses a module migration whose name another module or the platform has taken', () => {
    const bills = moduleWith('bills', { '0011-bills': noop });
    expect(() => allMigrations([bills, moduleWith('freight', { '0011-bills': noop })])).toThrow(
      'migration 0011-bills of module freight is taken already',
    );
    expect(() => allMigrations([moduleWith('bills', { '0001-platform': noop })])).toThrow(/0001-platform/);
  });
});
