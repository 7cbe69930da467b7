import styled from 'styled-components';
import type { WebhookEndpointWithSecret } from '../../contract/webhooks';
import { toastBus } from '../../core';
import { Button, Dialog, vars } from '../../ui';
import { secretLabels as text } from './labels';

const Secret = styled.code`
  display: block;
  padding: ${vars.spaceMd};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};
  background: ${vars.colorBgMuted};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${vars.fontSizeMd};
  word-break: break-all;
  user-select: all;
`;

const Warning = styled.p`
  margin: 0;
  color: ${vars.colorWarning};
`;

const Body = styled.div`
  display: grid;
  gap: ${vars.spaceMd};
`;

async function copy(secret: string) {
  try {
    await navigator.clipboard.writeText(secret);
    toastBus.show({ message: text.copied, tone: 'success' });
  } catch {
    toastBus.show({ message: text.copyFailed, tone: 'error' });
  }
}

/** An endpoint's secret, shown this once (after 新增接口 and 重置密钥) with a copy button. */
export function SecretDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointWithSecret;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.title}
      width={560}
      footer={
        <>
          <Button onClick={() => void copy(endpoint.secret)}>{text.copy}</Button>
          <Button variant="primary" onClick={onClose}>
            {text.done}
          </Button>
        </>
      }
    >
      <Body>
        <Warning role="alert">{text.warning}</Warning>
        <div>{endpoint.url}</div>
        <Secret aria-label={text.secret}>{endpoint.secret}</Secret>
      </Body>
    </Dialog>
  );
}
