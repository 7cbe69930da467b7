import styled from 'styled-components';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { AllocationTarget, StockRow } from '../../contract/stock';
import { createTraceId, formatDate, formatTrayType, isApiError, toastBus } from '../../core';
import { Button, Dialog, Field, Select, TextInput, vars } from '../../ui';
import { useRemote } from '../use-remote';
import {
  balanceKeyOf,
  EMPTY_ACTION_FORM,
  fieldsOf,
  isC1Action,
  needsConfirmation,
  toActionRequest,
  validateActionForm,
  type ActionErrors,
  type ActionField,
  type ActionFormValues,
  type ActionRequest,
  type StockAction,
} from './action-form';
import { STOCK_LIST_PATHS, stockApi } from './api';
import { stockLabels } from './labels';

/** Enough balances of one company for the source select. */
const SOURCE_LIMIT = 100;

export interface ActionDialogProps {
  action: StockAction;
  /** The balance to move pallets from; without it the user picks one of the balances matching `filters`. */
  source?: StockRow;
  filters?: { warehouseId?: string; trayTypeCode?: string };
  onClose: () => void;
  /** After a successful submit (the dialog has shown its toast): close it and refresh. */
  onDone: () => void;
}

const Form = styled.form`
  display: grid;
  gap: ${vars.spaceLg};
`;

const SourceSummary = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
`;

const Question = styled.p`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`;

const labels = stockLabels.dialog;

const trayTypeText = (row: StockRow) => formatTrayType(row);
const sourceText = (row: StockRow) => labels.sourceOption(row.warehouseName, trayTypeText(row), row.onHand);

function send(request: ActionRequest): Promise<unknown> {
  switch (request.action) {
    case 'transferOut':
      return stockApi.transferOut(request.body);
    case 'c1TransferOut':
      return stockApi.c1TransferOut(request.body);
    case 'saleOut':
      return stockApi.saleOut(request.body);
    case 'applyRecycling':
      return stockApi.applyRecycling(request.body);
    case 'returnTray':
      return stockApi.c1ReturnTray(request.body);
  }
}

function useTargets(action: StockAction) {
  const fields = fieldsOf(action);
  const load = useCallback(
    (signal: AbortSignal): Promise<AllocationTarget[]> => {
      if (!fields.includes('toCompanyId')) return Promise.resolve([]);
      return action === 'saleOut'
        ? stockApi.downstreamClients({ signal })
        : stockApi.allocationTargets({ signal });
    },
    [action, fields],
  );
  return useRemote(load).data ?? [];
}

function useReceivingAddresses(companyId: string, wanted: boolean) {
  const load = useCallback(
    (signal: AbortSignal) =>
      wanted && companyId ? stockApi.receivingAddresses(companyId, { signal }) : Promise.resolve([]),
    [companyId, wanted],
  );
  return useRemote(load).data ?? [];
}

function useSources(action: StockAction, fixed: StockRow | undefined, filters: ActionDialogProps['filters']) {
  const { warehouseId, trayTypeCode } = filters ?? {};
  const load = useCallback(
    (signal: AbortSignal): Promise<StockRow[]> =>
      fixed
        ? Promise.resolve([fixed])
        : stockApi
            .list(
              STOCK_LIST_PATHS[isC1Action(action) ? 'c1' : 'own'],
              {
                pageNum: 1,
                pageSize: SOURCE_LIMIT,
                warehouseId,
                trayTypeCode,
                sortBy: 'onHand',
                sortOrder: 'desc',
              },
              { signal },
            )
            .then((page) => page.list.filter((row) => row.onHand > 0)),
    [action, fixed, warehouseId, trayTypeCode],
  );
  return useRemote(load);
}

/**
 * The form of one stock action. Mounted afresh for every opening, so each opening has its own
 * `requestId`: a double click or a retry after a failed answer sends the same id and moves nothing twice.
 */
export default function ActionDialog({
  action,
  source: fixedSource,
  filters,
  onClose,
  onDone,
}: ActionDialogProps) {
  const [requestId] = useState(createTraceId);
  const [values, setValues] = useState<ActionFormValues>(() => ({
    ...EMPTY_ACTION_FORM,
    source: fixedSource ? balanceKeyOf(fixedSource) : '',
  }));
  const [errors, setErrors] = useState<ActionErrors>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The submit button that had focus is gone once the question shows: keyboard users land on the answer.
  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.focus();
  }, [step]);

  const sources = useSources(action, fixedSource, filters);
  const targets = useTargets(action);
  const fields = fieldsOf(action);
  const addresses = useReceivingAddresses(values.toCompanyId, fields.includes('toWarehouseId'));
  const source = (sources.data ?? []).find((row) => balanceKeyOf(row) === values.source);
  const today = formatDate(new Date());

  const edit = (field: ActionField, value: string) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      // Another client has other receiving addresses.
      ...(field === 'toCompanyId' && { toWarehouseId: '' }),
    }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    if (!source || inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await send(toActionRequest(action, values, source, requestId));
      toastBus.show({ message: stockLabels.done[action], tone: 'success' });
      onDone();
    } catch (error) {
      // The http client has toasted the message; a 2003 answer also marks the fields it names.
      const named = isApiError(error) ? (error.fields ?? []) : [];
      setErrors(
        Object.fromEntries(
          named.filter((f) => f.field in EMPTY_ACTION_FORM).map((f) => [f.field, f.message]),
        ),
      );
      setStep('form');
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const proceed = () => {
    const found = validateActionForm(action, values, { onHand: source?.onHand ?? null, today });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (needsConfirmation(action)) setStep('confirm');
    else void submit();
  };

  const targetName = targets.find((target) => target.companyId === values.toCompanyId)?.companyName ?? '';
  const addressName = addresses.find((address) => address.id === values.toWarehouseId)?.name ?? '';
  const question =
    source &&
    (action === 'saleOut'
      ? stockLabels.confirm.saleOut(Number(values.quantity), trayTypeText(source), targetName, addressName)
      : stockLabels.confirm.transferOut(Number(values.quantity), trayTypeText(source), targetName));

  const controls: Record<ActionField, () => ReactNode> = {
    source: () => null,
    toCompanyId: () => (
      <Select
        options={targets.map((target) => ({ value: target.companyId, label: target.companyName }))}
        value={values.toCompanyId}
        onChange={(value) => edit('toCompanyId', value)}
      />
    ),
    toWarehouseId: () => (
      <Select
        options={addresses.map((address) => ({ value: address.id, label: address.name }))}
        value={values.toWarehouseId}
        disabled={!values.toCompanyId}
        onChange={(value) => edit('toWarehouseId', value)}
      />
    ),
    quantity: () => (
      <TextInput
        inputMode="numeric"
        value={values.quantity}
        onChange={(e) => edit('quantity', e.target.value)}
      />
    ),
    plateNumber: () => (
      <TextInput value={values.plateNumber} onChange={(e) => edit('plateNumber', e.target.value)} />
    ),
    pickupDate: () => (
      <TextInput
        type="date"
        min={today}
        value={values.pickupDate}
        onChange={(e) => edit('pickupDate', e.target.value)}
      />
    ),
    contact: () => <TextInput value={values.contact} onChange={(e) => edit('contact', e.target.value)} />,
    phone: () => (
      <TextInput
        type="tel"
        inputMode="tel"
        value={values.phone}
        onChange={(e) => edit('phone', e.target.value)}
      />
    ),
    remark: () => <TextInput value={values.remark} onChange={(e) => edit('remark', e.target.value)} />,
  };
  const fieldLabel: Record<ActionField, string> = {
    source: labels.source,
    toCompanyId: action === 'saleOut' ? labels.toClient : labels.toCompany,
    toWarehouseId: labels.toWarehouse,
    quantity: labels.quantity,
    plateNumber: labels.plateNumber,
    pickupDate: labels.pickupDate,
    contact: labels.contact,
    phone: labels.phone,
    remark: labels.remark,
  };
  const hints: Partial<Record<ActionField, string>> = {
    quantity: source ? labels.available(source.onHand) : undefined,
    plateNumber: labels.plateHint,
  };
  const optionalFields: readonly ActionField[] = ['plateNumber', 'remark'];
  const formId = `stock-action-${requestId}`;

  const footer =
    step === 'confirm' ? (
      <>
        <Button onClick={() => setStep('form')} disabled={submitting}>
          {labels.editAgain}
        </Button>
        <Button ref={confirmRef} variant="primary" loading={submitting} onClick={() => void submit()}>
          {labels.confirmSubmit}
        </Button>
      </>
    ) : (
      <>
        <Button onClick={onClose}>{stockLabels.buttons.cancel}</Button>
        <Button variant="primary" type="submit" form={formId} loading={submitting}>
          {stockLabels.buttons.submit}
        </Button>
      </>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={labels.titles[action]}
      footer={footer}
      role={step === 'confirm' ? 'alertdialog' : 'dialog'}
    >
      {step === 'confirm' ? (
        <Question>{question}</Question>
      ) : (
        <Form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            proceed();
          }}
        >
          {fixedSource ? (
            <SourceSummary>
              {labels.source}：{sourceText(fixedSource)}
            </SourceSummary>
          ) : (
            <Field
              label={labels.source}
              required
              error={errors.source}
              hint={sources.data?.length === 0 ? labels.noSource : undefined}
            >
              <Select
                options={(sources.data ?? []).map((row) => ({
                  value: balanceKeyOf(row),
                  label: sourceText(row),
                }))}
                value={values.source}
                placeholder={sources.loading ? labels.loadingOptions : undefined}
                onChange={(value) => edit('source', value)}
              />
            </Field>
          )}
          {fields.map((field) => (
            <Field
              key={field}
              label={fieldLabel[field]}
              required={!optionalFields.includes(field)}
              error={errors[field]}
              hint={hints[field]}
            >
              {controls[field]()}
            </Field>
          ))}
        </Form>
      )}
    </Dialog>
  );
}
