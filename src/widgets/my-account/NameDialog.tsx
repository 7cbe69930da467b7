import { useForm } from 'react-hook-form';
import { FormField, rulesResolver, TextInput } from '../../ui';
import { useApiAction } from '../query';
import { PROFILE_READS, profileApi } from './api';
import { FormDialog } from './FormDialog';
import { myAccountLabels } from './labels';
import { USERNAME_MAX, validateName, type NameFormState } from './profile-forms';

const text = myAccountLabels.profile;
const resolver = rulesResolver(validateName);

/** 修改姓名: the caller's display name. */
export function NameDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const form = useForm<NameFormState>({ defaultValues: { username }, resolver });
  const save = useApiAction({
    call: (values: NameFormState) => profileApi.rename(values.username),
    success: text.nameSaved,
    invalidates: PROFILE_READS,
    form,
    onSuccess: onClose,
  });
  return (
    <FormDialog
      id="yp-my-name-form"
      title={text.editName}
      onClose={onClose}
      pending={save.pending}
      onSubmit={form.handleSubmit(save.run)}
    >
      <FormField control={form.control} name="username" label={text.username} required>
        {(field) => <TextInput {...field} maxLength={USERNAME_MAX} />}
      </FormField>
    </FormDialog>
  );
}
