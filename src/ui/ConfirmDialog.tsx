import styled from 'styled-components';
import { useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { uiLabels } from './labels';
import { vars } from './theme/tokens';

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  /** Text of the confirm button; default 确定. */
  confirmLabel?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

const Content = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.spaceLg};
`;

/** The warning image of SPEC §2, drawn in line so no asset is fetched. */
function WarningImage() {
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" role="img" aria-label={uiLabels.confirmDialog.warning}>
      <circle cx="24" cy="24" r="22" fill="#fff4e8" />
      <path d="M24 9L40 37H8z" fill="#f5821f" stroke="#f5821f" strokeWidth="2" strokeLinejoin="round" />
      <path d="M24 19v9" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="24" cy="32.5" r="1.8" fill="#fff" />
    </svg>
  );
}

/**
 * SPEC §2 confirm dialog: title 提示, a warning image, the message, 取消 and the confirm button.
 * Focus starts on 取消 so an accidental Enter does not confirm something destructive.
 */
export function ConfirmDialog({ open, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={uiLabels.confirmDialog.title}
      role="alertdialog"
      width={420}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} onClick={onCancel}>
            {uiLabels.common.cancel}
          </Button>
          <Button variant="primary" onClick={onConfirm}>
            {confirmLabel ?? uiLabels.common.confirm}
          </Button>
        </>
      }
    >
      <Content>
        <WarningImage />
        <div>{message}</div>
      </Content>
    </Dialog>
  );
}
