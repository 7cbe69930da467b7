import { useState } from 'react';
import styled from 'styled-components';
import type { ReceiveAddress, ScoreGoodsDetail, ScoreOrderRow } from '../../contract/points-shop';
import { createTraceId } from '../../core';
import { Button, Dialog, Field, Select, vars } from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { ADDRESS_LIST_CALL, EXCHANGE_READS, shopApi } from './api';
import { shopLabels as text } from './labels';
import { ADDRESS_PATH, navigate } from './navigation';

const Body = styled.div`
  display: grid;
  gap: ${vars.spaceMd};
  p {
    margin: 0;
  }
`;

const NO_BODY = {};
const addressLine = (address: ReceiveAddress) =>
  `${address.receiverName} ${address.mobile} ${address.region} ${address.detailAddress}`;

/**
 * 确认兑换: states the points the exchange spends and what remains; physical goods pick one of my
 * addresses (the default first). The dialog keeps one requestId, so a repeated click never orders twice.
 */
export function ExchangeDialog({
  goods,
  quantity,
  onClose,
}: {
  goods: ScoreGoodsDetail;
  quantity: number;
  onClose: () => void;
}) {
  const emit = useEmit();
  const [requestId] = useState(createTraceId);
  const physical = goods.kind === 'physical';
  const addresses = useApiQuery<ReceiveAddress[]>(ADDRESS_LIST_CALL, NO_BODY, { enabled: physical }).data;
  const [picked, setPicked] = useState<string | null>(null);
  const addressId = picked ?? addresses?.find((address) => address.isDefault)?.id ?? null;
  const total = goods.pointsPrice * quantity;
  const exchange = useApiAction({
    call: (): Promise<ScoreOrderRow> =>
      physical
        ? shopApi.order({ goodsId: goods.id, quantity, addressId: addressId!, requestId })
        : shopApi.exchange({ goodsId: goods.id, quantity, requestId }),
    success: (order) => text.exchanged(order.orderNo),
    invalidates: EXCHANGE_READS,
    onSuccess: onClose,
  });
  const ready = !physical || addressId !== null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.exchangeTitle}
      width={520}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button
            variant="primary"
            disabled={!ready}
            loading={exchange.pending}
            onClick={() => void (exchange.pending || exchange.run())}
          >
            {text.confirmExchange}
          </Button>
        </>
      }
    >
      <Body>
        <p>{text.exchangeSummary(goods.name, quantity, total)}</p>
        <p>{text.remaining(goods.myPoints - total)}</p>
        {!physical && <p>{text.virtualNote}</p>}
        {physical && addresses?.length === 0 && (
          <p>
            {text.noAddress}{' '}
            <Button variant="link" onClick={() => navigate(emit, ADDRESS_PATH)}>
              {text.addAddress}
            </Button>
          </p>
        )}
        {physical && addresses && addresses.length > 0 && (
          <Field label={text.address} required>
            <Select
              options={addresses.map((address) => ({ value: address.id, label: addressLine(address) }))}
              value={addressId}
              onChange={setPicked}
              placeholder={text.chooseAddress}
            />
          </Field>
        )}
      </Body>
    </Dialog>
  );
}
