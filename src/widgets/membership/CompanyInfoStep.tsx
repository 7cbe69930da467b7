import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import type { BasicCompanyInfoAnswer } from '../../contract/certification';
import { Button, FormField, rulesResolver, TextInput, vars } from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { MEMBERSHIP_READS, membershipApi, PATHS } from './api';
import { membershipLabels as text } from './labels';
import { Loaded } from './Loaded';
import { toBasicInfo, validateCompanyInfo, type CompanyInfoFormState } from './membership-form';
import { useCanSubmit } from './use-can-submit';

export const StepForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  align-items: start;
  gap: ${vars.spaceLg} ${vars.spaceXl};
`;

export const FormActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: ${vars.spaceSm};
`;

const resolver = rulesResolver(validateCompanyInfo);

/** The form's fields in order: name, max length, input mode. */
const FIELDS: readonly [keyof CompanyInfoFormState, number, ('numeric' | undefined)?][] = [
  ['companyName', 100],
  ['creditCode', 18],
  ['address', 200],
  ['contactName', 50],
  ['contactMobile', 11, 'numeric'],
  ['bankAccountName', 100],
  ['bankName', 100],
  ['bankAccountNo', 36, 'numeric'],
];

/**
 * Step 1, 企业信息: submits (companyInfo → credentials) or, from a locked remittance, corrects it
 * (updateBasicCompanyInfo). A 2003 answer marks the fields it names.
 */
export function CompanyInfoStep({ mode, onDone }: { mode: 'submit' | 'update'; onDone?: () => void }) {
  const state = useApiQuery<BasicCompanyInfoAnswer>(PATHS.basicInfo, {});
  return (
    <Loaded state={state}>
      {(answer) => <CompanyInfoForm info={answer.info} mode={mode} onDone={onDone} />}
    </Loaded>
  );
}

function CompanyInfoForm({
  info,
  mode,
  onDone,
}: {
  info: CompanyInfoFormState;
  mode: 'submit' | 'update';
  onDone?: () => void;
}) {
  const canSubmit = useCanSubmit();
  const form = useForm<CompanyInfoFormState>({ defaultValues: info, resolver });
  const save = useApiAction({
    call: (values: CompanyInfoFormState) =>
      mode === 'submit'
        ? membershipApi.submitBasicInfo(toBasicInfo(values))
        : membershipApi.updateBasicInfo(toBasicInfo(values)),
    success: text.infoSaved,
    invalidates: MEMBERSHIP_READS,
    form,
    onSuccess: () => onDone?.(),
  });
  const submit = form.handleSubmit(async (values) => {
    await save.run(values);
  });
  return (
    <StepForm aria-label={text.steps.companyInfo} onSubmit={submit} noValidate>
      {FIELDS.map(([name, maxLength, inputMode]) => (
        <FormField
          key={name}
          control={form.control}
          name={name}
          label={text.field[name]}
          required
          hint={name === 'bankAccountNo' ? text.bankHint : undefined}
        >
          {(field) => <TextInput {...field} maxLength={maxLength} inputMode={inputMode} />}
        </FormField>
      ))}
      <FormActions>
        {canSubmit.allowed && (
          <Button type="submit" variant="primary" loading={save.pending}>
            {mode === 'submit' ? text.submit : text.saveChanges}
          </Button>
        )}
        {onDone && <Button onClick={onDone}>{text.cancel}</Button>}
        {canSubmit.notice}
      </FormActions>
    </StepForm>
  );
}
