import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ScoreGoodsDetail } from '../../contract/points-shop';
import { SHOP_CODES } from '../../contract/points-shop';
import { usePermissions } from '../../core';
import { Button, Details, DetailStates, Field, IconButton, TextInput, Toolbar, vars } from '../../ui';
import { useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { GOODS_DETAIL_CALL } from './api';
import { ExchangeDialog } from './ExchangeDialog';
import { GoodsPicture } from './GoodsPicture';
import { GOODS_CATEGORY_LABELS, GOODS_KIND_LABELS, shopLabels as text } from './labels';
import { GOODS_LIST_PATH, navigate } from './navigation';
import { clampQuantity, maxQuantity } from './quantity';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 320px) minmax(0, 1fr);
  gap: ${vars.spaceXl};
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    margin: 0 0 ${vars.spaceMd};
    font-size: ${vars.fontSizeXl};
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.spaceSm};
  input {
    width: 72px;
    text-align: center;
  }
`;

const Reason = styled.p`
  margin: ${vars.spaceMd} 0 0;
  color: ${vars.colorDanger};
`;

/** 商品详情: the goods, my points, a quantity and 立即兑换 (with the exchange code). */
export function GoodsDetail({ id }: { id: string }) {
  const emit = useEmit();
  const state = useApiQuery<ScoreGoodsDetail>(GOODS_DETAIL_CALL, { id });
  const back = <Button onClick={() => navigate(emit, GOODS_LIST_PATH)}>{text.backToShop}</Button>;
  return (
    <section aria-label={text.goodsTitle}>
      <DetailStates state={state} notFoundText={text.notFound} back={back}>
        {(goods) => <GoodsFacts key={goods.id} goods={goods} back={back} />}
      </DetailStates>
    </section>
  );
}

function GoodsFacts({ goods, back }: { goods: ScoreGoodsDetail; back: ReactNode }) {
  const { can } = usePermissions();
  const [quantity, setQuantity] = useState(1);
  const [exchanging, setExchanging] = useState(false);
  const max = maxQuantity(goods.stock, goods.pointsPrice, goods.myPoints);
  const taken = clampQuantity(quantity, max);
  const reason = !goods.onShelf
    ? text.offShelf
    : goods.stock === 0
      ? text.soldOut
      : max === 0
        ? text.notEnoughPoints
        : null;
  return (
    <Layout>
      <GoodsPicture url={goods.pictureUrl} name={goods.name} size={280} />
      <div>
        <h2>{goods.name}</h2>
        <Details
          items={[
            [text.pointsPrice, text.points(goods.pointsPrice)],
            [text.category, `${GOODS_CATEGORY_LABELS[goods.category]} · ${GOODS_KIND_LABELS[goods.kind]}`],
            [text.stockLabel, goods.stock],
            [text.myPoints, text.points(goods.myPoints)],
            [text.description, goods.description],
          ]}
        />
        <Field label={text.quantity}>
          <Stepper>
            <IconButton
              label={text.decrease}
              icon="−"
              disabled={taken <= 1}
              onClick={() => setQuantity(clampQuantity(taken - 1, max))}
            />
            <TextInput
              inputMode="numeric"
              value={taken}
              onChange={(event) => setQuantity(clampQuantity(Number(event.target.value), max))}
            />
            <IconButton
              label={text.increase}
              icon="+"
              disabled={taken >= max}
              onClick={() => setQuantity(clampQuantity(taken + 1, max))}
            />
          </Stepper>
        </Field>
        {reason && <Reason role="status">{reason}</Reason>}
        <Toolbar>
          {can(SHOP_CODES.exchange) && (
            <Button variant="primary" disabled={reason !== null} onClick={() => setExchanging(true)}>
              {text.exchange}
            </Button>
          )}
          {back}
        </Toolbar>
      </div>
      {exchanging && <ExchangeDialog goods={goods} quantity={taken} onClose={() => setExchanging(false)} />}
    </Layout>
  );
}
