import styled from 'styled-components';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Page } from '../../contract/envelope';
import type { AllocationTarget, StockQuery, StockRow } from '../../contract/stock';
import { createTraceId, formatTrayType, shanghaiDate } from '../../core';
import {
  Button,
  DatePicker,
  Dialog,
  FormField,
  rulesResolver,
  Select,
  TextInput,
  uiLabels,
  vars,
  type SelectOption,
} from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { useClientWarehouseOptions, useDownstreamClientOptions } from '../use-lookups';
import {
  balanceKeyOf,
  EMPTY_ACTION_FORM,
  fieldsOf,
  isC1Action,
  needsConfirmation,
  sendsToClient,
  toActionRequest,
  validateActionForm,
  type ActionField,
  type ActionSource,
  type ActionFormValues,
  type ActionRequest,
  type StockAction,
} from './action-form';
import { ALLOCATION_TARGETS_PATH, SOURCE_LIST_PATHS, STOCK_READS, stockActionApi } from './api';
import { actionLabels } from './labels';

/** Enough balances of one company for the source select. */
const SOURCE_LIMIT = 100;

export interface ActionDialogProps {
  action: StockAction;
  /** The balance to move pallets from; without it the user picks one of the balances matching `filters`. */
  source?: ActionSource;
  filters?: { warehouseId?: string; trayTypeCode?: string };
  onClose: () => void;
  /** After a successful submit (the dialog has shown its toast and invalidated the stock reads). */
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

const labels = actionLabels.dialog;
const NONE: SelectOption<string>[] = [];

const trayTypeText = (row: ActionSource) => formatTrayType(row);
const sourceText = (row: ActionSource) =>
  labels.sourceOption(row.warehouseName, trayTypeText(row), row.available);

function send(request: ActionRequest): Promise<unknown> {
  switch (request.action) {
    case 'transferOut':
      return stockActionApi.transferOut(request.body);
    case 'c1TransferOut':
      return stockActionApi.c1TransferOut(request.body);
    case 'saleOut':
      return stockActionApi.saleOut(request.body);
    case 'circulateOut':
      return stockActionApi.circulateOut(request.body);
    case 'applyRecycling':
      return stockActionApi.applyRecycling(request.body);
    case 'returnTray':
      return stockActionApi.c1ReturnTray(request.body);
  }
}

/** The server names a request's balance by its parts; the form has one field for the whole balance. */
const SERVER_FIELDS = {
  fromWarehouseId: 'source',
  warehouseId: 'source',
  trayTypeCode: 'source',
  ownerCompanyId: 'source',
} as const;

/** What the rules need besides the values: the balances offered (for the chosen one's available) and today. */
interface RulesContext {
  sources: readonly ActionSource[];
  today: string;
}

/** The rules of action-form.ts as a resolver; the context is the dialog's latest render's. */
const resolverOf = (action: StockAction) =>
  rulesResolver((form: ActionFormValues, context: RulesContext | undefined) => {
    const { sources = [], today = '' } = context ?? {};
    const available = sources.find((row) => balanceKeyOf(row) === form.source)?.available ?? null;
    return validateActionForm(action, form, { available, today });
  });

const targetOptions = (targets: AllocationTarget[]) =>
  targets.map((target) => ({ value: target.companyId, label: target.companyName }));

/** Who the pallets may go to: downstream clients for a shipment, platform customers for a transfer. */
function useTargetOptions(action: StockAction): SelectOption<string>[] {
  const fields = fieldsOf(action);
  const allocation = useApiQuery(
    ALLOCATION_TARGETS_PATH,
    {},
    { enabled: fields.includes('toCompanyId') && !sendsToClient(action), select: targetOptions },
  );
  const clients = useDownstreamClientOptions();
  if (!fields.includes('toCompanyId')) return NONE;
  return sendsToClient(action) ? clients : (allocation.data ?? NONE);
}

const withStock = (page: Page<StockRow>) => page.list.filter((row) => row.available > 0);

/**
 * The balances one may pick (those with pallets available: on hand and not reserved for a return;
 * largest on hand first), unless the row fixed one.
 */
function useSources(
  action: StockAction,
  fixed: ActionSource | undefined,
  filters: ActionDialogProps['filters'],
) {
  const query: StockQuery = {
    pageNum: 1,
    pageSize: SOURCE_LIMIT,
    ...filters,
    sortBy: 'onHand',
    sortOrder: 'desc',
  };
  const listed = useApiQuery(SOURCE_LIST_PATHS[isC1Action(action) ? 'c1' : 'own'], query, {
    enabled: !fixed,
    select: withStock,
  });
  return fixed ? { data: [fixed], loading: false } : listed;
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
  const [resolver] = useState(() => resolverOf(action));
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const inFlight = useRef(false);

  const sources = useSources(action, fixedSource, filters);
  const targets = useTargetOptions(action);
  const fields = fieldsOf(action);
  const [today] = useState(() => shanghaiDate(Date.now()));

  const form = useForm<ActionFormValues, RulesContext>({
    defaultValues: { ...EMPTY_ACTION_FORM, source: fixedSource ? balanceKeyOf(fixedSource) : '' },
    resolver,
    context: { sources: sources.data ?? [], today },
  });
  const { control } = form;
  const [sourceKey, toCompanyId, toWarehouseId, quantity] = useWatch({
    control,
    name: ['source', 'toCompanyId', 'toWarehouseId', 'quantity'],
  });
  const source = (sources.data ?? []).find((row) => balanceKeyOf(row) === sourceKey);
  const addresses = useClientWarehouseOptions(fields.includes('toWarehouseId') ? toCompanyId : '');

  const save = useApiAction({
    call: (values: ActionFormValues) => send(toActionRequest(action, values, source!, requestId)),
    success: actionLabels.done[action],
    invalidates: STOCK_READS,
    form,
    serverFields: SERVER_FIELDS,
    onSuccess: onDone,
  });
  const submit = async (values: ActionFormValues) => {
    // A double click sends one request; a refused answer has marked the fields it names: back to them.
    if (inFlight.current) return;
    inFlight.current = true;
    const done = await save.run(values);
    inFlight.current = false;
    if (!done) setStep('form');
  };

  const proceed = (values: ActionFormValues) =>
    needsConfirmation(action) ? setStep('confirm') : submit(values);

  // The submit button that had focus is gone once the question shows: keyboard users land on the answer.
  // Back on the form after a refused answer, the first field the server named takes the focus.
  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.focus();
    else {
      const named = (['source', ...fields] as const).find((name) => form.getFieldState(name).error);
      if (named) form.setFocus(named);
    }
  }, [step, form, fields]);

  const targetName = targets.find((target) => target.value === toCompanyId)?.label ?? '';
  const addressName = addresses.find((address) => address.value === toWarehouseId)?.label;
  const question =
    source &&
    (sendsToClient(action)
      ? actionLabels.confirm.shipment(
          labels.titles[action],
          Number(quantity),
          trayTypeText(source),
          targetName,
          addressName ?? '',
        )
      : actionLabels.confirm.transferOut(Number(quantity), trayTypeText(source), targetName));

  const controls: Record<ActionField, () => ReactNode> = {
    source: () => null,
    toCompanyId: () => (
      <FormField
        control={control}
        name="toCompanyId"
        label={labels[sendsToClient(action) ? 'toClient' : 'toCompany']}
        required
      >
        {(field) => (
          <Select
            options={targets}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              // Another client has other receiving addresses.
              form.setValue('toWarehouseId', '');
            }}
          />
        )}
      </FormField>
    ),
    toWarehouseId: () => (
      <FormField control={control} name="toWarehouseId" label={labels.toWarehouse} required>
        {(field) => (
          <Select options={addresses} value={field.value} disabled={!toCompanyId} onChange={field.onChange} />
        )}
      </FormField>
    ),
    quantity: () => (
      <FormField
        control={control}
        name="quantity"
        label={labels.quantity}
        required
        hint={source ? labels.available(source.available) : undefined}
      >
        {(field) => <TextInput {...field} inputMode="numeric" />}
      </FormField>
    ),
    plateNumber: () => (
      <FormField control={control} name="plateNumber" label={labels.plateNumber} hint={labels.plateHint}>
        {(field) => <TextInput {...field} />}
      </FormField>
    ),
    pickupDate: () => (
      <FormField control={control} name="pickupDate" label={labels.pickupDate} required>
        {(field) => (
          <DatePicker min={today} value={field.value} onChange={(date) => field.onChange(date ?? '')} />
        )}
      </FormField>
    ),
    contact: () => (
      <FormField control={control} name="contact" label={labels.contact} required>
        {(field) => <TextInput {...field} />}
      </FormField>
    ),
    phone: () => (
      <FormField control={control} name="phone" label={labels.phone} required>
        {(field) => <TextInput {...field} type="tel" inputMode="tel" />}
      </FormField>
    ),
    remark: () => (
      <FormField control={control} name="remark" label={labels.remark}>
        {(field) => <TextInput {...field} />}
      </FormField>
    ),
  };
  const formId = `stock-action-${requestId}`;

  const footer =
    step === 'confirm' ? (
      <>
        <Button onClick={() => setStep('form')} disabled={save.pending}>
          {labels.editAgain}
        </Button>
        <Button
          ref={confirmRef}
          variant="primary"
          loading={save.pending}
          onClick={() => void submit(form.getValues())}
        >
          {labels.confirmSubmit}
        </Button>
      </>
    ) : (
      <>
        <Button onClick={onClose}>{actionLabels.buttons.cancel}</Button>
        <Button variant="primary" type="submit" form={formId} loading={save.pending}>
          {actionLabels.buttons.submit}
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
        <Form id={formId} noValidate onSubmit={(event) => void form.handleSubmit(proceed)(event)}>
          {fixedSource ? (
            <SourceSummary>{uiLabels.common.labelled(labels.source, sourceText(fixedSource))}</SourceSummary>
          ) : (
            <FormField
              control={control}
              name="source"
              label={labels.source}
              required
              hint={sources.data?.length === 0 ? labels.noSource : undefined}
            >
              {(field) => (
                <Select
                  options={(sources.data ?? []).map((row) => ({
                    value: balanceKeyOf(row),
                    label: sourceText(row),
                  }))}
                  value={field.value}
                  placeholder={sources.loading ? labels.loadingOptions : undefined}
                  onChange={field.onChange}
                />
              )}
            </FormField>
          )}
          {fields.map((field) => (
            <Fragment key={field}>{controls[field]()}</Fragment>
          ))}
        </Form>
      )}
    </Dialog>
  );
}
