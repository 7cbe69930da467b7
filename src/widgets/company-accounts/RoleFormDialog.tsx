import styled from 'styled-components';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { CustomerRole, CustomerRoleDetail, PermissionTreeArea } from '../../contract/company-accounts';
import { Button, DetailStates, Dialog, FormField, rulesResolver, TextInput, vars } from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { PERMISSION_TREE_CALL, ROLE_DETAIL_CALL, ROLE_READS, rolesApi } from './api';
import { roleLabels as text } from './labels';
import { PermissionTreeField } from './PermissionTreeField';
import { EMPTY_ROLE, formOf, ROLE_NAME_MAX, toInput, validateRole, type RoleFormState } from './role-form';

const FORM_ID = 'yp-role-form';
/** The catalogue changes only with a release. */
const TREE_STALE_MS = 10 * 60 * 1000;

const Form = styled.form`
  display: grid;
  gap: ${vars.spaceLg};
`;

const Count = styled.span`
  margin-left: ${vars.spaceSm};
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

const resolver = rulesResolver(validateRole);

/** 新增角色 / 编辑角色 in a dialog: the name and the permission tree as grouped checkboxes. */
export function RoleFormDialog({ role, onClose }: { role: CustomerRole | null; onClose: () => void }) {
  const tree = useApiQuery<PermissionTreeArea[]>(PERMISSION_TREE_CALL, {}, { staleTime: TREE_STALE_MS });
  return (
    <Dialog
      open
      onClose={onClose}
      title={role ? text.editTitle : text.newTitle}
      width={860}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" form={FORM_ID} variant="primary">
            {text.save}
          </Button>
        </>
      }
    >
      <DetailStates state={tree} notFoundText={text.notFound} back={null}>
        {(catalogue) =>
          role ? (
            <EditRole id={role.id} tree={catalogue} onClose={onClose} />
          ) : (
            <RoleEditor role={null} tree={catalogue} onClose={onClose} />
          )
        }
      </DetailStates>
    </Dialog>
  );
}

interface EditorProps {
  tree: readonly PermissionTreeArea[];
  onClose: () => void;
}

function EditRole({ id, ...props }: EditorProps & { id: string }) {
  const state = useApiQuery<CustomerRoleDetail>(ROLE_DETAIL_CALL, { id });
  return (
    <DetailStates state={state} notFoundText={text.notFound} back={null}>
      {(role) => <RoleEditor key={role.id} role={role} {...props} />}
    </DetailStates>
  );
}

function RoleEditor({ role, tree, onClose }: EditorProps & { role: CustomerRoleDetail | null }) {
  const form = useForm<RoleFormState>({ defaultValues: role ? formOf(role) : EMPTY_ROLE, resolver });
  const { control } = form;
  const codes = useWatch({ control, name: 'codes' });
  const save = useApiAction({
    call: (values: RoleFormState) => rolesApi.save(toInput(values, role?.id)),
    success: text.saved,
    invalidates: ROLE_READS,
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit(async (values) => {
    await save.run(values);
  });
  return (
    <Form id={FORM_ID} aria-label={role ? text.editTitle : text.newTitle} onSubmit={submit} noValidate>
      <FormField control={control} name="name" label={text.field.name} required>
        {(field) => <TextInput {...field} maxLength={ROLE_NAME_MAX} />}
      </FormField>
      <div role="group" aria-label={text.field.codes}>
        <div>
          {text.field.codes}
          <Count>{text.selectedCount(codes.length)}</Count>
        </div>
        <Controller
          control={control}
          name="codes"
          render={({ field }) => (
            <PermissionTreeField tree={tree} value={field.value} onChange={field.onChange} />
          )}
        />
      </div>
    </Form>
  );
}
