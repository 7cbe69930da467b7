import { describe, expect, it } from 'vitest';
import { EMPTY_ENDPOINT, toSaveRequest, validateEndpoint } from './endpoint-form';
import { formLabels } from './labels';

describe('the endpoint form', () => {
  it('wants an http(s) URL and at least one event type', () => {
    expect(validateEndpoint(EMPTY_ENDPOINT)).toEqual({
      url: formLabels.urlRequired,
      eventTypes: formLabels.eventTypesRequired,
    });
    expect(
      validateEndpoint({ ...EMPTY_ENDPOINT, url: 'erp.example.com', eventTypes: ['bill.issued'] }),
    ).toEqual({
      url: formLabels.urlScheme,
    });
    expect(
      validateEndpoint({ ...EMPTY_ENDPOINT, url: 'https://erp.example.com/', eventTypes: ['bill.issued'] }),
    ).toEqual({});
  });

  it('sends the URL and description trimmed', () => {
    expect(
      toSaveRequest({
        url: ' https://a.example/ ',
        description: ' ERP ',
        eventTypes: ['waybill.arrived'],
        enabled: false,
      }),
    ).toEqual({
      url: 'https://a.example/',
      description: 'ERP',
      eventTypes: ['waybill.arrived'],
      enabled: false,
    });
  });
});
