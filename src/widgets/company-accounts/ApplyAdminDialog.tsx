import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createTraceId } from '../../core';
import { Button, Dialog, rulesResolver } from '../../ui';
import { useApiAction } from '../query';
import { validateApply, type ApplyFormState } from './admin-form';
import { DialogForm, Hint } from './admin-dialog-styles';
import { ADMIN_READS, adminDialogApi } from './admin-dialog-api';
import { adminDialogLabels as text } from './admin-dialog-labels';
import { SmsCodeField } from './SmsCodeField';

const FORM_ID = 'yp-apply-admin-form';
const resolver = rulesResolver(validateApply);

/**
 * 申请成为管理员: the SMS code sent to the caller's own mobile, then the application (one request id per
 * dialog, so a retried submit makes no second application).
 */
export function ApplyAdminDialog({ onClose }: { onClose: () => void }) {
  const [requestId] = useState(createTraceId);
  const form = useForm<ApplyFormState>({ defaultValues: { code: '' }, resolver });
  const apply = useApiAction({
    call: (values: ApplyFormState) => adminDialogApi.apply({ code: values.code.trim(), requestId }),
    success: text.applied,
    invalidates: ADMIN_READS,
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit(async (values) => {
    await apply.run(values);
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.applyTitle}
      width={480}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={apply.pending}>
            {text.submitApply}
          </Button>
        </>
      }
    >
      <DialogForm id={FORM_ID} aria-label={text.applyTitle} onSubmit={submit} noValidate>
        <Hint>{text.applyHint}</Hint>
        <SmsCodeField control={form.control} name="code" scene="applyAdministrator" />
      </DialogForm>
    </Dialog>
  );
}
