import type { AppDeps } from '../../deps';
import { formatMinute } from '../../../src/contract/date-format';
import { MESSAGE_LABELS as L } from './labels';
import { sendMessage } from './send';

/** The notices the platform sends on account events: login reminder, password changed, welcome. */
export function sendAccountNotices(deps: AppDeps): void {
  deps.events.on('loggedIn', async ({ accountId, companyId, ip }) => {
    const at = deps.clock();
    await sendMessage(deps, {
      companyId,
      accountId,
      type: 'system',
      texts: () => ({ title: L.loginTitle, content: L.loginContent(formatMinute(at), ip) }),
    });
  });

  // The account may work for several companies: the notice reaches it in each of them.
  deps.events.on('passwordChanged', async ({ accountId }) => {
    const companies = await deps.db
      .selectFrom('memberships')
      .select('company_id')
      .where('account_id', '=', accountId)
      .execute();
    const at = deps.clock();
    for (const { company_id } of companies) {
      await sendMessage(deps, {
        companyId: company_id,
        accountId,
        type: 'system',
        texts: () => ({
          title: L.passwordChangedTitle,
          content: L.passwordChangedContent(formatMinute(at)),
        }),
      });
    }
  });

  deps.events.on('companyRegistered', async ({ companyId }) => {
    const company = await deps.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    await sendMessage(deps, {
      companyId,
      type: 'system',
      texts: () => ({ title: L.welcomeTitle, content: L.welcomeContent(company.name) }),
    });
  });
}
