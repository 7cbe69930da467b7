import type { MyBalance } from '../../contract/my-account';
import { PAGES } from '../../contract/pages';
import { formatFen } from '../../core';
import { Button, Details, punctuationLabels } from '../../ui';
import { navigate } from '../navigate';
import { useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { BALANCE_CALL } from './api';
import { myAccountLabels } from './labels';
import { SectionCard } from './SectionCard';

const text = myAccountLabels.balance;

/** 余额: the points pool, my points, and 待付金额 with the way to 对账 (there is no prepaid wallet). */
export function BalanceSection() {
  const emit = useEmit();
  const state = useApiQuery<MyBalance>(BALANCE_CALL, {});
  return (
    <SectionCard title={text.title} state={state}>
      {(balance) => (
        <>
          <Details
            items={[
              [text.poolPoints, String(balance.poolPoints)],
              [text.myPoints, String(balance.myPoints)],
              [
                text.owed,
                <>
                  {balance.unpaidCount > 0
                    ? punctuationLabels.withNote(
                        formatFen(balance.owedFen),
                        text.owedNote(balance.unpaidCount),
                      )
                    : formatFen(balance.owedFen)}{' '}
                  <Button
                    size="small"
                    variant="link"
                    onClick={() => navigate(emit, PAGES.centerSettle.checkC1)}
                  >
                    {text.toSettle}
                  </Button>
                </>,
              ],
            ]}
          />
          <p>{text.noWallet}</p>
        </>
      )}
    </SectionCard>
  );
}
