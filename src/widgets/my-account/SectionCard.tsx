import type { ReactNode } from 'react';
import { DetailStates, PageHeader, Card, type DetailState } from '../../ui';
import { useId } from 'react';

/**
 * One section of the page: a card named by its heading, with actions on the right, showing its read's
 * loading and error states (重试) until the data is there.
 */
export function SectionCard<T>({
  title,
  state,
  actions,
  children,
}: {
  title: string;
  state: DetailState<T>;
  actions?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <PageHeader title={<span id={titleId}>{title}</span>} actions={actions} />
      <DetailStates state={state} notFoundText="" back={null}>
        {children}
      </DetailStates>
    </Card>
  );
}
