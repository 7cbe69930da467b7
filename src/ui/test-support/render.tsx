/**
 * A minimal DOM test helper (no @testing-library here): render into a detached container with
 * react-dom/client inside act(), plus the few user actions our tests need.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Tells React this environment supports act() so state updates flush synchronously in tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted = new Set<{ root: Root; container: HTMLElement }>();

export interface Rendered {
  container: HTMLElement;
  rerender: (ui: ReactNode) => void;
  unmount: () => void;
}

export function render(ui: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const entry = { root, container };
  mounted.add(entry);
  act(() => root.render(ui));
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
      mounted.delete(entry);
    },
  };
}

/** Unmounts everything rendered; call in afterEach. */
export function cleanup(): void {
  for (const { root, container } of mounted) {
    act(() => root.unmount());
    container.remove();
  }
  mounted.clear();
  document.body.innerHTML = '';
}

export function click(element: Element): void {
  act(() => {
    element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, cancelable: true, button: 0 }));
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
}

export function press(element: Element, key: string): void {
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

/** Types a value the way React notices it: through the native setter, then an input event. */
export function changeValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Lets pending promises and effects settle inside act(). */
export async function flush(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

/** The one element matching `selector` in the document; throws otherwise, so a test fails loudly. */
export function getOne<E extends Element = HTMLElement>(selector: string, scope: ParentNode = document): E {
  const found = scope.querySelectorAll<E>(selector);
  if (found.length !== 1) throw new Error(`expected one ${selector}, found ${found.length}`);
  return found[0] as E;
}

/** The button whose text (or aria-label) is `name`. */
export function getButton(name: string, scope: ParentNode = document): HTMLButtonElement {
  const buttons = [...scope.querySelectorAll<HTMLButtonElement>('button')].filter(
    (button) => button.textContent?.trim() === name || button.getAttribute('aria-label') === name,
  );
  if (buttons.length !== 1) throw new Error(`expected one button "${name}", found ${buttons.length}`);
  return buttons[0] as HTMLButtonElement;
}
