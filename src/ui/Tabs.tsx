import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { KitStyle } from './theme/KitStyle';
import { focusRingOf } from './theme/mixins';
import { vars } from './theme/tokens';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  /** Names the tab list for screen readers. */
  'aria-label': string;
  /** The panel of the active tab. */
  children?: ReactNode;
}

const tabsCss = `
.yp-tabs__list {
  display: flex;
  gap: ${vars.spaceXl};
  border-bottom: 1px solid ${vars.colorBorder};
}
.yp-tabs__tab {
  position: relative;
  padding: ${vars.spaceMd} 0;
  border: none;
  background: none;
  font: inherit;
  font-size: ${vars.fontSizeMd};
  color: ${vars.colorText};
  cursor: pointer;
}
${focusRingOf('.yp-tabs__tab')}
.yp-tabs__tab[aria-selected='true'] {
  color: ${vars.colorPrimaryText};
  font-weight: 600;
}
.yp-tabs__tab[aria-selected='true']::after {
  content: '';
  position: absolute;
  left: 0;
  right: 0;
  bottom: -1px;
  height: 2px;
  background: ${vars.colorPrimary};
}
.yp-tabs__tab:hover:not(:disabled) {
  color: ${vars.colorPrimaryText};
}
.yp-tabs__tab:disabled {
  color: ${vars.colorTextDisabled};
  cursor: not-allowed;
}
.yp-tabs__panel {
  padding-top: ${vars.spaceLg};
}
`;

/**
 * Tabs with automatic activation (APG pattern): only the active tab is in the Tab order, arrow keys
 * (and Home/End) move to and activate the neighbouring tab.
 */
export function Tabs<K extends string>({
  items,
  active,
  onChange,
  'aria-label': ariaLabel,
  children,
}: TabsProps<K>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.findIndex((item) => item.key === active);
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % enabled.length,
      ArrowLeft: (at - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = enabled[moves[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onChange(target.key);
    tabRefs.current.get(target.key)?.focus();
  };

  return (
    <div>
      <KitStyle name="tabs" css={tabsCss} />
      <div className="yp-tabs__list" role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === active;
          return (
            <button
              className="yp-tabs__tab"
              key={item.key}
              ref={(node) => {
                if (node) tabRefs.current.set(item.key, node);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={selected ? `${baseId}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {children != null && (
        <div
          className="yp-tabs__panel"
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${active}`}
          tabIndex={0}
        >
          {children}
        </div>
      )}
    </div>
  );
}
