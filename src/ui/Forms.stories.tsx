import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Checkbox } from './Checkbox';
import { DateRangePicker } from './DateRangePicker';
import type { DateRange } from './date-range';
import { Field } from './Field';
import { PasswordInput } from './PasswordInput';
import { Select } from './Select';
import { demoTrayTypes } from './story-data';
import { TextInput } from './TextInput';

function FormFields() {
  const [plate, setPlate] = useState('沪A1234');
  const [trayType, setTrayType] = useState<string | null>(null);
  const [range, setRange] = useState<DateRange | null>(['2024-03-01', '2024-03-31']);
  const [agree, setAgree] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <Field
        label="车牌号"
        required
        error={plate.length === 7 ? undefined : '车牌号格式不正确'}
        hint="例如 沪A12345"
      >
        <TextInput value={plate} onChange={(event) => setPlate(event.target.value)} />
      </Field>
      <Field label="登录密码" required>
        <PasswordInput placeholder="请输入密码" />
      </Field>
      <Field label="托盘类型">
        <Select options={demoTrayTypes} value={trayType} onChange={setTrayType} />
      </Field>
      <Field label="签收日期">
        <DateRangePicker value={range} onChange={setRange} />
      </Field>
      <Checkbox checked={agree} onChange={setAgree}>
        我已阅读并同意《共享托盘使用协议》
      </Checkbox>
      <TextInput aria-label="禁用的输入框" value="上海乐橙食品有限公司" disabled readOnly />
    </div>
  );
}

const meta: Meta = { title: 'UI/Form fields' };
export default meta;

export const Fields: StoryObj = { render: () => <FormFields /> };

export const SelectOpenByKeyboard: StoryObj = {
  render: () => {
    function Demo() {
      const [value, setValue] = useState<string>('1311');
      return (
        <Select aria-label="托盘类型" width={220} options={demoTrayTypes} value={value} onChange={setValue} />
      );
    }
    return <Demo />;
  },
};
