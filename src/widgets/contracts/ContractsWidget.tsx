import type { ContractKind } from '../../contract/contracts';
import type { PropsOf } from '../declare-widget';
import { CaNotice } from './CaNotice';
import { ContractDetail } from './ContractDetail';
import { ContractList } from './ContractList';
import type { contractsWidget } from './declaration';

/** <yp-contract-signing view="list|detail">: 在线签约, with the CA certificate notice the first time. */
export function ContractsWidget({ view, kind, contractId }: PropsOf<typeof contractsWidget>) {
  return (
    <>
      {view === 'detail' ? (
        <ContractDetail id={contractId ?? ''} />
      ) : (
        <ContractList kind={(kind ?? 'standard') as ContractKind} />
      )}
      <CaNotice />
    </>
  );
}
