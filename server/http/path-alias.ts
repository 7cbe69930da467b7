import type { ApiPath } from '../../src/contract/api-paths';
import type { ApiRouter } from './route';

/**
 * The alias paths of a group of the API table: for each name both groups have, the first group's path
 * → the second's (e.g. API.customerCompany → API.customerCompanyShort: SPEC §7 names some calls with and
 * without the second `api` segment).
 */
export function aliasesOf(
  paths: Readonly<Record<string, ApiPath>>,
  aliases: Readonly<Record<string, ApiPath>>,
): ReadonlyMap<ApiPath, ApiPath> {
  return new Map(
    Object.entries(aliases).flatMap(([name, alias]): [ApiPath, ApiPath][] => {
      const path = paths[name];
      if (!path) throw new Error(`alias ${alias} names no path of its group`);
      return [[path, alias]];
    }),
  );
}

/**
 * A router that registers every JSON call whose path has an alias twice: the same options and handler
 * under both paths, each documented at /api/docs (the alias's summary names the path it repeats). Raw
 * GETs (exports, files) keep their one path.
 */
export function withAliases(api: ApiRouter, aliases: ReadonlyMap<ApiPath, ApiPath>): ApiRouter {
  return {
    ...api,
    post(path, options, handler) {
      api.post(path, options, handler);
      const alias = aliases.get(path);
      if (alias) api.post(alias, { ...options, summary: `${options.summary}（同 ${path}）` }, handler);
    },
  };
}
