import { useQueryClient } from '@tanstack/react-query';
import type { CaNoticeStatus } from '../../contract/certification';
import { apiQueryKey } from '../../core';
import { Button, Dialog } from '../../ui';
import { useApiAction, useApiQuery, useQueryScope } from '../query';
import { contractsApi, PATHS } from './api';
import { caNoticeLabels as text } from './labels';

const SEEN: CaNoticeStatus = { show: false };

/**
 * The CA certificate notice, once per account: 我知道了 (or closing it) tells the server it was shown, and
 * the cached status says so at once, so no other widget on the page shows it again.
 */
export function CaNotice() {
  const client = useQueryClient();
  const scope = useQueryScope();
  const status = useApiQuery<CaNoticeStatus>(PATHS.caStatus, {}, { silent: true });
  const shown = useApiAction({ call: () => contractsApi.caShown() });
  const acknowledge = () => {
    client.setQueryData(apiQueryKey(scope, PATHS.caStatus, {}), SEEN);
    void shown.run();
  };
  return (
    <Dialog
      open={status.data?.show === true}
      onClose={acknowledge}
      title={text.title}
      footer={
        <Button variant="primary" onClick={acknowledge}>
          {text.ok}
        </Button>
      }
    >
      <p>{text.text}</p>
    </Dialog>
  );
}
