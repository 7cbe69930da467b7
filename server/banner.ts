import type { ServerConfig } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts';

/** The address the portal answers on. */
export const portalUrl = (config: Pick<ServerConfig, 'host' | 'port'>): string =>
  `http://${config.host}:${config.port}/`;

/** What the server prints once it listens: where to go and the demo accounts. */
export function banner(url: string): string {
  const rows = DEMO_ACCOUNTS.map((a) =>
    [
      a.userAccount.padEnd(12),
      a.area.padEnd(12),
      a.memberships.map((m) => m.company).join(' / '),
      a.note,
    ].join('  '),
  );
  return [
    `Yelopack portal ready at ${url}`,
    `API docs: ${url}api/docs`,
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...rows.map((row) => `  ${row}`),
  ].join('\n');
}
