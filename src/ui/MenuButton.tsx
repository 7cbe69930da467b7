import styled from 'styled-components';
import {
  FloatingFocusManager,
  FloatingPortal,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useRef, useState } from 'react';
import { Button } from './Button';
import { fixedNextToTrigger } from './floating';
import { usePortalRoot } from './PortalRoot';
import { focusRing } from './theme/mixins';
import { vars } from './theme/tokens';

export interface MenuItem {
  key: string;
  label: string;
  onSelect: () => void;
}

export interface MenuButtonProps {
  /** The trigger's text, e.g. 导出 (a ▾ follows it). */
  label: string;
  items: readonly MenuItem[];
  placement?: Placement;
}

const Menu = styled.div`
  z-index: ${vars.zPopover};
  box-sizing: border-box;
  min-width: 140px;
  padding: ${vars.spaceXs} 0;
  background: ${vars.colorBg};
  border-radius: ${vars.radius};
  box-shadow: ${vars.shadowPopup};
  font-family: ${vars.fontFamily};
  font-size: ${vars.fontSizeMd};
  outline: none;
`;

const Item = styled.button`
  display: block;
  width: 100%;
  padding: 5px ${vars.spaceMd};
  border: none;
  background: none;
  font: inherit;
  color: ${vars.colorText};
  text-align: left;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${vars.colorBgMuted};
  }
  ${focusRing}
`;

function Chevron() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

/**
 * A menu button (WAI-ARIA APG): the trigger opens a menu of actions; ↑/↓/Home/End move between them,
 * Enter/Space choose one, Escape or a click outside closes the menu and focus returns to the trigger.
 * The menu renders in the portal root (the widget's shadow root), positioned `fixed`.
 */
export function MenuButton({ label, items, placement = 'bottom-end' }: MenuButtonProps) {
  const portalRoot = usePortalRoot();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    ...fixedNextToTrigger(4),
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);
  return (
    <>
      <Button ref={setReference} type="button" {...getReferenceProps()}>
        {label}
        <Chevron />
      </Button>
      {open && (
        <FloatingPortal root={portalRoot}>
          <FloatingFocusManager context={context} modal={false} initialFocus={0}>
            <Menu ref={setFloating} style={floatingStyles} aria-label={label} {...getFloatingProps()}>
              {items.map((item, index) => (
                <Item
                  key={item.key}
                  type="button"
                  role="menuitem"
                  tabIndex={activeIndex === index ? 0 : -1}
                  ref={(node) => {
                    listRef.current[index] = node;
                  }}
                  {...getItemProps({
                    onClick: () => {
                      setOpen(false);
                      item.onSelect();
                    },
                  })}
                >
                  {item.label}
                </Item>
              ))}
            </Menu>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
