import { useState } from 'react';
import type { CaNoticeStatus } from '../../contract/certification';
import { Button, Dialog } from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { contractsApi, PATHS } from './api';
import { caNoticeLabels as text } from './labels';

/** The CA certificate notice, once per account: 我知道了 (or closing it) tells the server it was shown. */
export function CaNotice() {
  const status = useApiQuery<CaNoticeStatus>(PATHS.caStatus, {}, { silent: true });
  const [closed, setClosed] = useState(false);
  const shown = useApiAction({ call: () => contractsApi.caShown(), invalidates: [PATHS.caStatus] });
  const acknowledge = () => {
    setClosed(true);
    void shown.run();
  };
  return (
    <Dialog
      open={!closed && status.data?.show === true}
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
