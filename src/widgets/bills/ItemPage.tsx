import type { ReactNode } from 'react';
import { Button, Card, PageHeader } from '../../ui';
import { useEmit } from '../widget-context';
import type { BillRef } from './api';
import { itemLabels as text } from './item-labels';
import { CLIENT_BILL_DETAIL_PATH, navigate } from './navigation';

/** A page of a bill's detail: its title, 返回账单 (to the bill it came from) and its content. */
export function ItemPage({ title, bill, children }: { title: string; bill: BillRef; children: ReactNode }) {
  const emit = useEmit();
  return (
    <Card aria-label={title}>
      <PageHeader
        title={title}
        actions={<Button onClick={() => navigate(emit, CLIENT_BILL_DETAIL_PATH, bill)}>{text.back}</Button>}
      />
      {children}
    </Card>
  );
}
