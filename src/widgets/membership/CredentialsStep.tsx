import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { IdCardOcrFields, OcrResult, TradingCertificateOcrFields } from '../../contract/ocr';
import { Button, FormField, rulesResolver, TextInput, uiLabels, vars } from '../../ui';
import { useApiAction } from '../query';
import { FormActions, StepForm } from './CompanyInfoStep';
import { MEMBERSHIP_READS, membershipApi } from './api';
import { ImageUpload } from './ImageUpload';
import { membershipLabels as text } from './labels';
import {
  EMPTY_CREDENTIALS,
  prefillOfIdCard,
  prefillOfLicense,
  toAuthInfo,
  validateCredentials,
  type CredentialsFormState,
  type OcrPrefill,
} from './membership-form';
import { useCanSubmit } from './use-can-submit';

const Recognized = styled.span`
  color: ${vars.colorWarning};
`;

const Lines = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${vars.colorTextSecondary};
`;

const resolver = rulesResolver(validateCredentials);

type OcrKind = 'license' | 'idCard';
type AnyOcr = OcrResult<IdCardOcrFields> | OcrResult<TradingCertificateOcrFields>;

/**
 * Step 2, 资质上传: the 营业执照 and the legal person's ID card (upload with preview), 识别 prefills the
 * legal person's fields from either image (marked 识别结果，请核对 until edited), then submitAuthInfo:
 * credentials → remittance (the platform sends the small amount).
 */
export function CredentialsStep({ onDone }: { onDone?: () => void }) {
  const canSubmit = useCanSubmit();
  const form = useForm<CredentialsFormState>({ defaultValues: EMPTY_CREDENTIALS, resolver });
  const [recognized, setRecognized] = useState<ReadonlySet<string>>(new Set());
  const [lines, setLines] = useState<string[]>([]);
  const save = useApiAction({
    call: (values: CredentialsFormState) => membershipApi.submitAuthInfo(toAuthInfo(values)),
    success: text.credentialsSubmitted,
    invalidates: MEMBERSHIP_READS,
    form,
    onSuccess: () => onDone?.(),
  });
  const ocr = useApiAction({
    call: ({ kind, fileId }: { kind: OcrKind; fileId: string }): Promise<AnyOcr> =>
      kind === 'idCard' ? membershipApi.ocrIdCard(fileId) : membershipApi.ocrLicense(fileId),
    onSuccess: (result, { kind }) => {
      const prefill: OcrPrefill =
        kind === 'idCard'
          ? prefillOfIdCard(result.fields as IdCardOcrFields)
          : prefillOfLicense(result.fields as TradingCertificateOcrFields);
      for (const [name, value] of Object.entries(prefill))
        form.setValue(name as keyof OcrPrefill, value, { shouldValidate: true });
      setRecognized(new Set(Object.keys(prefill)));
      setLines(Object.keys(prefill).length > 0 ? result.lines : [text.recognizedNothing, ...result.lines]);
    },
  });
  const submit = form.handleSubmit(async (values) => {
    await save.run(values);
  });
  const recognizeButton = (kind: OcrKind, fileId: string) =>
    fileId && (
      <Button
        onClick={() => void ocr.run({ kind, fileId })}
        loading={ocr.running?.kind === kind}
        aria-label={`${text.recognize}${kind === 'idCard' ? text.field.idCard : text.field.license}`}
      >
        {ocr.running?.kind === kind ? text.recognizing : text.recognize}
      </Button>
    );
  const edited = (name: string) =>
    setRecognized((current) => new Set([...current].filter((field) => field !== name)));
  const hintOf = (name: keyof OcrPrefill) =>
    recognized.has(name) ? <Recognized>{text.recognized}</Recognized> : undefined;

  return (
    <StepForm aria-label={text.steps.credentials} onSubmit={submit} noValidate>
      {(['licenseFileId', 'idCardFileId'] as const).map((name) => {
        const label = name === 'licenseFileId' ? text.field.license : text.field.idCard;
        return (
          <FormField key={name} control={form.control} name={name} label={label} required>
            {(field) => (
              <ImageUpload
                label={label}
                value={field.value}
                onChange={field.onChange}
                extra={recognizeButton(name === 'licenseFileId' ? 'license' : 'idCard', field.value)}
              />
            )}
          </FormField>
        );
      })}
      <FormField
        control={form.control}
        name="legalPersonName"
        label={text.field.legalPersonName}
        required
        hint={hintOf('legalPersonName')}
      >
        {(field) => (
          <TextInput
            {...field}
            maxLength={50}
            onChange={(event) => {
              edited('legalPersonName');
              field.onChange(event);
            }}
          />
        )}
      </FormField>
      <FormField
        control={form.control}
        name="legalPersonIdNumber"
        label={text.field.legalPersonIdNumber}
        required
        hint={hintOf('legalPersonIdNumber')}
      >
        {(field) => (
          <TextInput
            {...field}
            maxLength={18}
            onChange={(event) => {
              edited('legalPersonIdNumber');
              field.onChange(event);
            }}
          />
        )}
      </FormField>
      {lines.length > 0 && <Lines>{uiLabels.common.labelled(text.ocrLines, lines.join(' / '))}</Lines>}
      <FormActions>
        {canSubmit.allowed && (
          <Button type="submit" variant="primary" loading={save.pending}>
            {text.submitCredentials}
          </Button>
        )}
        {onDone && <Button onClick={onDone}>{text.cancel}</Button>}
        {canSubmit.notice}
      </FormActions>
    </StepForm>
  );
}
