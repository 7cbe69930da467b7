import styled from 'styled-components';
import type { StockAlertSettings } from '../../contract/stock-alerts';
import { Checkbox, vars } from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { ALERT_SETTINGS_CALL, alertApi } from './api';
import { myAccountLabels } from './labels';
import { SectionCard } from './SectionCard';

const text = myAccountLabels.alerts;

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.spaceSm};
`;

const Hint = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

/** 超期与闲置提醒: whether this account gets the daily overdue and idle-stock alert by message and by SMS. */
export function AlertSection() {
  const state = useApiQuery<StockAlertSettings>(ALERT_SETTINGS_CALL, {});
  const save = useApiAction({
    call: alertApi.save,
    success: text.saved,
    invalidates: [ALERT_SETTINGS_CALL],
  });
  return (
    <SectionCard title={text.title} state={state}>
      {(settings) => (
        <Choices>
          <Hint>{text.hint}</Hint>
          <Checkbox
            checked={settings.message}
            disabled={save.pending}
            onChange={(message) => void save.run({ ...settings, message })}
          >
            {text.message}
          </Checkbox>
          <Checkbox
            checked={settings.sms}
            disabled={save.pending}
            onChange={(sms) => void save.run({ ...settings, sms })}
          >
            {text.sms}
          </Checkbox>
        </Choices>
      )}
    </SectionCard>
  );
}
