import { createElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { API } from '../../contract/api-paths';
import { CONTRACT_CODES, type MandatoryProtocol } from '../../contract/contracts';
import { WIDGET_EVENTS, api, currentToken, formatDate, formatDateTime, usePermissions } from '../../core';
import { Button, Card, Loading, vars } from '../../ui';
import { protocolGateLabels as text } from './protocol-gate-labels';

/** The signing in place: the shell uses widgets through their tags. */
const SIGNING_TAG = 'yp-contract-signing';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.spaceMd};
  margin-bottom: ${vars.spaceMd};
  padding: ${vars.spaceSm} ${vars.spaceLg};
  background: ${vars.colorPrimarySoft};
  border-radius: ${vars.radius};
`;

const Notice = styled(Card)`
  border-top: 3px solid ${vars.colorPrimary};
  h1 {
    margin: 0 0 ${vars.spaceMd};
    font-size: ${vars.fontSizeXl};
  }
  p {
    margin: 0 0 ${vars.spaceSm};
  }
`;

/**
 * The contract's detail inside the pallet area. Its only way out, 返回合同列表, asks for the enterprise
 * center's list, an area this user may not open: here it closes the signing instead.
 */
function InPlaceSigning({ contractId, onLeave }: { contractId: string; onLeave: () => void }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = frame.current;
    const leave = (event: Event) => {
      event.stopPropagation();
      onLeave();
    };
    node?.addEventListener(WIDGET_EVENTS.navigate, leave);
    return () => node?.removeEventListener(WIDGET_EVENTS.navigate, leave);
  }, [onLeave]);
  return <div ref={frame}>{createElement(SIGNING_TAG, { view: 'detail', 'contract-id': contractId })}</div>;
}

/** The last answer per token: a page change in the area shows it at once while it is asked again. */
let last: { token: string; answer: MandatoryProtocol | null } | null = null;

/**
 * Around the pallet area's pages: asks customer/mandatoryProtocolQuery; mustSign replaces the page by a
 * notice leading to signing (去签署 shows <yp-contract-signing> in place, with the sign code), a pending
 * newer protocol adds a reminder bar. A failed query never blocks. Re-asks when a contract is signed.
 */
export function ProtocolGate({ children }: { children: ReactNode }) {
  const { can } = usePermissions();
  const token = currentToken();
  const [answer, setAnswer] = useState(last?.token === token ? last.answer : undefined);
  const [signing, setSigning] = useState(false);
  const ask = useCallback(() => {
    const keep = (found: MandatoryProtocol | null) => {
      last = { token, answer: found };
      setAnswer(found);
    };
    api
      .post<MandatoryProtocol>(API.customer.mandatoryProtocolQuery, {}, { silent: true })
      .then(keep, () => keep(null));
  }, [token]);
  useEffect(() => {
    ask();
    const signed = () => {
      setSigning(false);
      ask();
    };
    document.addEventListener(WIDGET_EVENTS.contractSigned, signed);
    return () => document.removeEventListener(WIDGET_EVENTS.contractSigned, signed);
  }, [ask]);

  if (answer === undefined) return <Loading />;
  const pending = answer?.pending;
  const maySign = !!pending && can(CONTRACT_CODES.standard.sign);
  const toggle = maySign && (
    <Button variant={signing ? 'default' : 'primary'} onClick={() => setSigning(!signing)}>
      {signing ? text.hide : text.sign}
    </Button>
  );
  const signingView = signing && pending && (
    <InPlaceSigning contractId={pending.contractId} onLeave={() => setSigning(false)} />
  );
  if (answer?.mustSign)
    return (
      <Notice aria-labelledby="yp-protocol-gate-title">
        <h1 id="yp-protocol-gate-title">{text.title(answer.protocolName)}</h1>
        <p>{text.noneInForce}</p>
        <p>{pending ? text.deadline(formatDateTime(pending.signDeadline)) : text.noPending}</p>
        {pending && !maySign && <p>{text.askAdmin}</p>}
        {toggle}
        {signingView}
      </Notice>
    );
  return (
    <>
      {pending && answer.inForceUntil && (
        <Bar role="status">
          {text.reminder(
            formatDate(answer.inForceUntil),
            answer.protocolName,
            formatDateTime(pending.signDeadline),
          )}
          {toggle}
        </Bar>
      )}
      {signingView}
      {children}
    </>
  );
}
