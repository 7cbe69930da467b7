/** The endpoint form's state, its rules and the request it becomes. Pure, so it is unit tested. */
import type { SaveWebhookEndpoint, WebhookEndpoint, WebhookEventType } from '../../contract/webhooks';
import { formLabels as text } from './labels';

export interface EndpointFormState {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
}

export const EMPTY_ENDPOINT: EndpointFormState = { url: '', description: '', eventTypes: [], enabled: true };

export const formOf = (endpoint: WebhookEndpoint): EndpointFormState => ({
  url: endpoint.url,
  description: endpoint.description,
  eventTypes: [...endpoint.eventTypes],
  enabled: endpoint.enabled,
});

/**
 * What the form checks before sending; the server's rule (https to a public host, loopback and http to it
 * only where the server allows, no credentials) answers 2003 on the url field, which the form marks.
 */
export function validateEndpoint(
  values: EndpointFormState,
): Partial<Record<keyof EndpointFormState, string>> {
  const errors: Partial<Record<keyof EndpointFormState, string>> = {};
  const url = values.url.trim();
  if (!url) errors.url = text.urlRequired;
  else if (!/^https?:\/\//i.test(url)) errors.url = text.urlScheme;
  if (values.eventTypes.length === 0) errors.eventTypes = text.eventTypesRequired;
  return errors;
}

export const toSaveRequest = (values: EndpointFormState): SaveWebhookEndpoint => ({
  url: values.url.trim(),
  description: values.description.trim(),
  eventTypes: values.eventTypes,
  enabled: values.enabled,
});
