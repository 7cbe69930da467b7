import styled from 'styled-components';
import { useCallback, useEffect } from 'react';
import { formatDateTime } from '../../core';
import { Button, Empty, Loading, vars, LoadError } from '../../ui';
import { useRemote } from '../use-remote';
import { useEmit } from '../widget-context';
import { messagesApi } from './api';
import { messageLabels, TYPE_LABELS } from './labels';
import { MESSAGE_LIST_PATH, navigate } from './navigation';

const Article = styled.article`
  padding: ${vars.spaceXl};
  background: ${vars.colorBg};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};
`;

const Title = styled.h2`
  margin: 0 0 ${vars.spaceSm};
  font-size: ${vars.fontSizeXl};
  font-weight: 600;
`;

const Meta = styled.p`
  display: flex;
  gap: ${vars.spaceLg};
  margin: 0 0 ${vars.spaceLg};
  padding-bottom: ${vars.spaceMd};
  border-bottom: 1px solid ${vars.colorBorder};
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

/** The content is plain text from the server: rendered as a text node, line breaks kept by CSS. */
const Content = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  margin-top: ${vars.spaceXl};
`;

/** One message; opening it marks it read (getMessageDetail), after which `onRead` refreshes the counts. */
export function MessageDetail({ id, onRead }: { id: string; onRead: () => void }) {
  const emit = useEmit();
  const load = useCallback((signal: AbortSignal) => messagesApi.detail({ id }, { signal }), [id]);
  const { data: message, loading, error, reload } = useRemote(load);

  useEffect(() => {
    if (message) onRead();
  }, [message, onRead]);

  const back = (
    <Footer>
      <Button onClick={() => navigate(emit, MESSAGE_LIST_PATH)}>{messageLabels.back}</Button>
    </Footer>
  );

  if (loading) return <Loading />;
  if (error) {
    return (
      <>
        <LoadError title={messageLabels.loadFailed} message={error} onRetry={reload} />
        {back}
      </>
    );
  }
  if (!message) return <Empty text={messageLabels.notFound} />;

  return (
    <Article aria-labelledby="yp-message-title">
      <Title id="yp-message-title">{message.title}</Title>
      <Meta>
        <span>{TYPE_LABELS[message.type]}</span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </Meta>
      <Content data-testid="message-content">{message.content}</Content>
      {back}
    </Article>
  );
}
