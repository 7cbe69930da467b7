import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '../../contract/webhooks';
import { createTraceId } from '../../core';
import { Button, Checkbox, Dialog, FormField, rulesResolver, TextInput, vars } from '../../ui';
import { useApiAction } from '../query';
import { WEBHOOK_READS, webhooksApi } from './api';
import {
  EMPTY_ENDPOINT,
  formOf,
  toSaveRequest,
  validateEndpoint,
  type EndpointFormState,
} from './endpoint-form';
import { endpointLabels, EVENT_NAMES, formLabels as text } from './labels';

const FORM_ID = 'yp-webhook-endpoint-form';

const Form = styled.form`
  display: grid;
  gap: ${vars.spaceLg};
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.spaceSm};
`;

const resolver = rulesResolver(validateEndpoint);

/** A create answers the secret (once); an update does not. */
const withSecret = (saved: WebhookEndpoint): saved is WebhookEndpointWithSecret => 'secret' in saved;

const toggled = (selected: readonly WebhookEventType[], type: WebhookEventType, on: boolean) =>
  WEBHOOK_EVENT_TYPES.filter((each) => (each === type ? on : selected.includes(each)));

interface Props {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  /** A new endpoint's secret, to be shown once. */
  onCreated: (created: WebhookEndpointWithSecret) => void;
}

/**
 * 新增推送接口 / 编辑推送接口 in a dialog: URL, description, the event types as checkboxes, enabled. A new
 * endpoint keeps one requestId for the dialog, so a double click never makes two.
 */
export function EndpointFormDialog({ endpoint, onClose, onCreated }: Props) {
  const [requestId] = useState(createTraceId);
  const form = useForm<EndpointFormState>({
    defaultValues: endpoint ? formOf(endpoint) : EMPTY_ENDPOINT,
    resolver,
  });
  const save = useApiAction({
    call: (values: EndpointFormState) =>
      endpoint
        ? webhooksApi.update({ id: endpoint.id, ...toSaveRequest(values) })
        : webhooksApi.create({ ...toSaveRequest(values), requestId }),
    success: endpointLabels.saved,
    invalidates: WEBHOOK_READS,
    form,
    onSuccess: (saved) => {
      if (withSecret(saved)) onCreated(saved);
      onClose();
    },
  });
  const submit = form.handleSubmit(async (values) => {
    await save.run(values);
  });
  const title = endpoint ? text.editTitle : text.newTitle;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      width={640}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={save.pending}>
            {text.save}
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} aria-label={title} onSubmit={submit} noValidate>
        <FormField control={form.control} name="url" label={text.field.url} hint={text.urlHint} required>
          {(field) => <TextInput {...field} maxLength={500} placeholder={text.urlPlaceholder} />}
        </FormField>
        <FormField control={form.control} name="description" label={text.field.description}>
          {(field) => <TextInput {...field} maxLength={200} />}
        </FormField>
        <FormField control={form.control} name="eventTypes" label={text.field.eventTypes} required>
          {(field) => (
            <Choices role="group" aria-label={text.field.eventTypes}>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  checked={field.value.includes(type)}
                  onChange={(on) => field.onChange(toggled(field.value, type, on))}
                >
                  {EVENT_NAMES[type]}
                </Checkbox>
              ))}
            </Choices>
          )}
        </FormField>
        <FormField control={form.control} name="enabled" label={text.field.enabled}>
          {(field) => (
            <Checkbox checked={field.value} onChange={field.onChange}>
              {text.field.enabled}
            </Checkbox>
          )}
        </FormField>
      </Form>
    </Dialog>
  );
}
