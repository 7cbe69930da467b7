import styled from 'styled-components';
import {
  FloatingFocusManager,
  FloatingPortal,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { cloneElement, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { fixedNextToTrigger } from './floating';
import { usePortalRoot } from './PortalRoot';
import { vars } from './theme/tokens';

export interface PopoverProps {
  /** A focusable element (usually a Button) that toggles the popover. */
  trigger: ReactElement<{ ref?: Ref<Element> }>;
  /** The floating content, or a function receiving `close`. */
  content: ReactNode | ((close: () => void) => ReactNode);
  /** Names the popover for screen readers. */
  label: string;
  placement?: Placement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** What takes focus on opening: the first focusable (0, default), or -1 when the content focuses itself. */
  initialFocus?: number;
}

const Panel = styled.div`
  z-index: ${vars.zPopover};
  box-sizing: border-box;
  max-width: 360px;
  padding: ${vars.spaceMd} ${vars.spaceLg};
  background: ${vars.colorBg};
  border-radius: ${vars.radius};
  box-shadow: ${vars.shadowPopup};
  font-family: ${vars.fontFamily};
  font-size: ${vars.fontSizeMd};
  line-height: ${vars.lineHeight};
  color: ${vars.colorText};
  outline: none;
`;

/**
 * Click (or Enter/Space) on the trigger opens floating content next to it; Escape or a click outside
 * closes it and focus returns to the trigger. Open state may be controlled or left to the popover.
 */
export function Popover({
  trigger,
  content,
  label,
  placement = 'bottom-start',
  open: controlledOpen,
  onOpenChange,
  initialFocus = 0,
}: PopoverProps) {
  const portalRoot = usePortalRoot();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    ...fixedNextToTrigger(6),
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  const triggerRef = useMergeRefs([setReference, trigger.props.ref]);
  return (
    <>
      {cloneElement(trigger, getReferenceProps({ ...trigger.props, ref: triggerRef }))}
      {open && (
        <FloatingPortal root={portalRoot}>
          <FloatingFocusManager context={context} modal={false} initialFocus={initialFocus}>
            <Panel ref={setFloating} style={floatingStyles} aria-label={label} {...getFloatingProps()}>
              {typeof content === 'function' ? content(() => setOpen(false)) : content}
            </Panel>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
