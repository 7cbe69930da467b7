import { useSearchParams } from 'react-router';

/**
 * The messages area is the `<yp-messages>` widget, rendered through its tag exactly as customers embed
 * it; its `yp-navigate` events are routed by the shell (see routing/RootFrame).
 */
export function MessageListPage() {
  return <yp-messages view="list" />;
}

export function MessageDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <yp-messages view="detail" message-id={id} />;
}
