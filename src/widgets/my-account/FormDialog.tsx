import styled from 'styled-components';
import type { FormEventHandler, ReactNode } from 'react';
import { Button, Dialog, vars } from '../../ui';
import { myAccountLabels as text } from './labels';

const Form = styled.form`
  display: grid;
  gap: ${vars.spaceLg};
`;

/** A dialog around one form: 取消 and 保存 (the form's submit) at the bottom. */
export function FormDialog({
  id,
  title,
  onClose,
  onSubmit,
  pending,
  children,
}: {
  id: string;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      width={480}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" form={id} variant="primary" loading={pending}>
            {text.save}
          </Button>
        </>
      }
    >
      <Form id={id} aria-label={title} onSubmit={onSubmit} noValidate>
        {children}
      </Form>
    </Dialog>
  );
}
