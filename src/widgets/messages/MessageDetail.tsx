import styled from 'styled-components';
import { useEffect } from 'react';
import type { MessageItem } from '../../contract/messages';
import { formatDateTime } from '../../core';
import { Button, Empty, Loading, vars, LoadError } from '../../ui';
import { invalidateApiPaths, useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { MESSAGE_DETAIL_CALL, READ_STATE_READS } from './api';
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

/** One message; reading it marks it read on the server, so the cached list and unread counts refetch. */
export function MessageDetail({ id }: { id: string }) {
  const emit = useEmit();
  const { data: message, loading, error, reload } = useApiQuery<MessageItem>(MESSAGE_DETAIL_CALL, { id });

  useEffect(() => {
    if (message) void invalidateApiPaths(READ_STATE_READS);
  }, [message]);

  const back = (
    <Footer>
      <Button onClick={() => navigate(emit, MESSAGE_LIST_PATH)}>{messageLabels.back}</Button>
    </Footer>
  );

  if (error) {
    return (
      <>
        <LoadError title={messageLabels.loadFailed} message={error} onRetry={reload} />
        {back}
      </>
    );
  }
  if (!message) return loading ? <Loading /> : <Empty text={messageLabels.notFound} />;

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
