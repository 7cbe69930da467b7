import styled from 'styled-components';
import { useEffect } from 'react';
import { currentLocale, labels, sessionEvents, setLocale, toastBus } from '../core';
import { Button, Popover, useConfirm } from '../ui';
import { declareWidget } from './declare-widget';
import { createWidget, defineWidget } from './define-widget';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../ui/test-support/assert';
import { afterEach, describe, it } from '../ui/test-support/browser-test';
import { useEmit } from './widget-context';
import { defineWidgetElement } from './widget-element';

const lifecycle = { mounts: 0, cleanups: 0 };

const Box = styled.div`
  padding: 7px;
  border: 3px solid rgb(1, 2, 3);
`;

interface TestProps {
  label?: string;
  count?: number;
  enabled?: boolean;
  options?: unknown;
}

function TestWidget({ label, count, enabled, options }: TestProps) {
  const emit = useEmit();
  const confirm = useConfirm();
  useEffect(() => {
    lifecycle.mounts += 1;
    return () => {
      lifecycle.cleanups += 1;
    };
  }, []);
  return (
    <Box data-testid="box">
      <p data-testid="props">{JSON.stringify({ label, count, enabled, options })}</p>
      <button type="button" onClick={() => emit('yp-test-ping', { from: label })}>
        ping
      </button>
      <button type="button" onClick={() => void confirm({ message: 'confirm inside widget' })}>
        ask
      </button>
      <Popover trigger={<button type="button">open</button>} content="popover body" label="test popover" />
      <Button variant="primary">kit</Button>
      <Button>kit too</Button>
      <span data-testid="label">{labels.actions.search}</span>
    </Box>
  );
}

const TAG = 'yp-test-widget';
const testWidget = declareWidget({
  tag: TAG,
  summary: 'a widget for the element tests',
  attributes: {
    label: { type: 'string', description: 'text' },
    count: { type: 'number', description: 'a number' },
    enabled: { type: 'boolean', description: 'a flag' },
    options: { type: 'json', description: 'an object' },
  },
  events: ['yp-test-ping'],
  pages: [],
  load: () => Promise.reject(new Error('defined eagerly in this test')),
});
defineWidget(testWidget, TestWidget);

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function mount(html = `<${TAG} label="hello"></${TAG}>`): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as HTMLElement;
  document.body.append(element);
  return element;
}

const shadowOf = (element: HTMLElement): ShadowRoot => {
  assert(element.shadowRoot, 'the widget has an open shadow root');
  return element.shadowRoot;
};

const propsOf = (element: HTMLElement) =>
  JSON.parse(
    shadowOf(element).querySelector('[data-testid="props"]')?.textContent ?? 'null',
  ) as TestProps | null;

async function rendered(element: HTMLElement): Promise<HTMLElement> {
  return waitFor(
    () => shadowOf(element).querySelector<HTMLElement>('[data-testid="box"]'),
    'the widget to render',
  );
}

const buttonOf = (element: HTMLElement, text: string): HTMLButtonElement => {
  const button = [...shadowOf(element).querySelectorAll('button')].find(
    (candidate) => candidate.textContent === text,
  );
  assert(button, `button ${text}`);
  return button;
};

afterEach(() => {
  document.body.replaceChildren();
  setLocale('zh-CN');
});

describe('defineWidget', () => {
  it('speaks the language of its locale attribute, and follows a change of it', async () => {
    const element = mount(`<${TAG} label="hello" locale="en-US"></${TAG}>`);
    const label = () => shadowOf(element).querySelector('[data-testid="label"]')?.textContent;
    await rendered(element);
    assertEqual(currentLocale(), 'en-US', 'the page language');
    assertEqual(label(), 'Search', 'an English label');
    assertEqual(element.lang, 'en-US', 'the lang of the widget, its dialogs included');
    element.setAttribute('locale', 'zh-CN');
    await waitFor(() => label() === '查询', 'the label in Chinese');
    assertEqual(element.lang, 'zh-CN', 'the lang follows');
    // A value the portal does not speak changes nothing.
    element.setAttribute('locale', 'de-DE');
    await nextFrame();
    assertEqual(label(), '查询', 'still Chinese');
  });

  it('injects styled-components styles into the shadow root, not document.head', async () => {
    const element = mount();
    const box = await rendered(element);
    assertEqual(getComputedStyle(box).borderTopColor, 'rgb(1, 2, 3)', 'border colour from styled-components');
    // Read through the CSSOM: it serialises every rule the same way, whether injected as text or by insertRule.
    const hasRule = (sheets: StyleSheetList) =>
      [...sheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('rgb(1, 2, 3)')));
    const inShadow = hasRule(shadowOf(element).styleSheets);
    const inDocument = hasRule(document.styleSheets);
    assert(inShadow, 'the rule is in a <style> of the shadow root');
    assert(!inDocument, 'the rule is not in the document');
  });

  it("puts the kit's plain stylesheets into the shadow root once each, and keeps them for a re-connect", async () => {
    const element = mount();
    await rendered(element);
    const kitButton = () => buttonOf(element, 'kit');
    const primary = 'rgb(245, 130, 31)'; // the token colorPrimary, published on :host
    assertEqual(getComputedStyle(kitButton()).backgroundColor, primary, 'the kit button is styled');
    const buttonSheets = () => shadowOf(element).querySelectorAll('style[data-href="yp-button"]').length;
    assertEqual(buttonSheets(), 1, 'one stylesheet for both kit buttons');
    assertEqual(document.head.querySelector('style[data-href="yp-button"]'), null, 'none in the document');

    element.remove();
    await waitFor(() => !shadowOf(element).querySelector('[data-testid="box"]'), 'the widget to unmount');
    document.body.append(element);
    await rendered(element);
    assertEqual(getComputedStyle(kitButton()).backgroundColor, primary, 'styled again after a re-connect');
    assertEqual(buttonSheets(), 1, 'still one stylesheet');
  });

  it('renders popovers, confirms and toasts inside the shadow root', async () => {
    const element = mount();
    await rendered(element);
    buttonOf(element, 'open').click();
    await waitFor(() => shadowOf(element).textContent?.includes('popover body'), 'the popover');
    assert(!document.body.textContent?.includes('popover body'), 'the popover is not in the light DOM');

    buttonOf(element, 'ask').click();
    await waitFor(
      () => shadowOf(element).querySelector('[role="alertdialog"], [role="dialog"]'),
      'the confirm dialog',
    );

    toastBus.show({ message: 'toast inside widget' });
    await waitFor(() => shadowOf(element).textContent?.includes('toast inside widget'), 'the toast');
    assert(!document.body.textContent?.includes('toast inside widget'), 'the toast is not in the light DOM');
  });

  it('dispatches yp-* events that leave the shadow root and reach document', async () => {
    const element = mount();
    await rendered(element);
    const received: CustomEvent[] = [];
    const listener = (event: Event) => received.push(event as CustomEvent);
    document.addEventListener('yp-test-ping', listener);
    try {
      buttonOf(element, 'ping').click();
    } finally {
      document.removeEventListener('yp-test-ping', listener);
    }
    assertEqual(received.length, 1, 'events received on document');
    const [event] = received;
    assert(event, 'the event');
    assertEqual(event.composed, true, 'composed');
    assertEqual(event.target, element, 'retargeted to the host element');
    assertDeepEqual(event.detail, { from: 'hello' }, 'detail');
  });

  it('forwards core session expiry as yp-session-expired', async () => {
    const element = mount();
    await rendered(element);
    const received: CustomEvent[] = [];
    const listener = (event: Event) => received.push(event as CustomEvent);
    document.addEventListener('yp-session-expired', listener);
    try {
      sessionEvents.emit('expired', { reason: 'changed' });
    } finally {
      document.removeEventListener('yp-session-expired', listener);
    }
    assertEqual(received.length, 1, 'one event per widget');
    assertDeepEqual(received[0]?.detail, { reason: 'changed' }, 'detail');
  });

  it('draws English with Latin fonts first, unless the host page sets the widget’s font', async () => {
    const fontOfText = async (element: HTMLElement) => {
      await rendered(element);
      await nextFrame();
      const text = shadowOf(element).querySelector<HTMLElement>('[data-testid="props"]');
      assert(text, 'text element');
      return getComputedStyle(text).fontFamily;
    };
    const chinese = await fontOfText(mount());
    assert(chinese.startsWith('-apple-system') && chinese.includes('"Noto Sans CJK SC"'), chinese);
    assert(chinese.indexOf('"Noto Sans CJK SC"') < chinese.indexOf('sans-serif'), `Chinese: ${chinese}`);
    document.body.replaceChildren();
    const english = await fontOfText(mount(`<${TAG} locale="en-US"></${TAG}>`));
    assert(english.indexOf('sans-serif') < english.indexOf('"Noto Sans CJK SC"'), `English: ${english}`);
    document.body.replaceChildren();
    const styled = mount(`<${TAG} locale="en-US" style="--yp-font-family: Georgia, serif"></${TAG}>`);
    assertEqual(await fontOfText(styled), 'Georgia, serif', 'the host page’s font wins in English too');
  });

  it('keeps the host page styles out', async () => {
    const hostile = document.createElement('style');
    hostile.textContent = '* { color: red; font: italic 20px serif; } button { font-size: 40px; }';
    document.head.append(hostile);
    try {
      const element = mount();
      await rendered(element);
      await nextFrame();
      const text = shadowOf(element).querySelector<HTMLElement>('[data-testid="props"]');
      assert(text, 'text element');
      const style = getComputedStyle(text);
      assertEqual(style.color, 'rgb(38, 38, 38)', 'text colour (token colorText)');
      assertEqual(style.fontSize, '14px', 'font size (token fontSizeMd)');
      assertEqual(style.fontStyle, 'normal', 'font style');
      assert(
        !style.fontFamily.includes('serif') || style.fontFamily.includes('sans-serif'),
        'not the page serif font',
      );
      assert(
        getComputedStyle(buttonOf(element, 'ping')).fontSize !== '40px',
        'page button rule does not apply',
      );
    } finally {
      hostile.remove();
    }
  });

  it('maps kebab-case attributes and camelCase properties to typed props and re-renders on change', async () => {
    const element = mount(`<${TAG} label="a" count="3" enabled options='{"size":2}'></${TAG}>`);
    await rendered(element);
    assertDeepEqual(
      propsOf(element),
      { label: 'a', count: 3, enabled: true, options: { size: 2 } },
      'initial props',
    );

    element.setAttribute('count', '4');
    element.removeAttribute('enabled');
    await waitFor(() => propsOf(element)?.count === 4, 'count 4');
    assertEqual(propsOf(element)?.enabled, false, 'removing a boolean attribute turns it off');

    element.removeAttribute('label');
    await waitFor(() => propsOf(element)?.label === undefined, 'label cleared');

    (element as HTMLElement & TestProps).options = { size: 9 };
    await waitFor(
      () => (propsOf(element)?.options as { size?: number } | undefined)?.size === 9,
      'property set',
    );
    assertEqual(element.getAttribute('options'), '{"size":2}', 'properties are not reflected to attributes');
    assertDeepEqual((element as HTMLElement & TestProps).options, { size: 9 }, 'property getter');
  });

  it('unmounts React when removed, survives a move, and renders again when re-connected', async () => {
    const element = mount();
    await rendered(element);
    const before = { ...lifecycle };

    const other = document.createElement('section');
    document.body.append(other);
    other.append(element); // a move: disconnect + connect in one task
    await nextFrame();
    assertEqual(lifecycle.cleanups, before.cleanups, 'a move does not unmount');

    element.remove();
    await waitFor(() => lifecycle.cleanups === before.cleanups + 1, 'the effect cleanup');
    assertDeepEqual(
      [...shadowOf(element).children].filter((child) => !child.matches('style[data-precedence]')),
      [],
      "the shadow root is emptied but for the kit's stylesheets",
    );

    document.body.append(element);
    await rendered(element);
    assertEqual(lifecycle.mounts, before.mounts + 1, 'mounted again');
    assertEqual(
      shadowOf(element).querySelectorAll('[data-testid="box"]').length,
      1,
      'one copy of the widget',
    );
  });

  it('keeps the first definition when a tag is defined again, warning once for another version', () => {
    const warnings: unknown[][] = [];
    const realWarn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const first = customElements.get(TAG);
      defineWidget(testWidget, () => null);
      assertEqual(warnings.length, 0, 'same version: no warning');
      const other = createWidget(() => null, { props: {} });
      defineWidgetElement(TAG, other, '0.0.0-other');
      defineWidgetElement(TAG, other, '0.0.0-other');
      assertEqual(customElements.get(TAG), first, 'the first definition is kept');
      assertEqual(warnings.length, 1, 'warned once');
    } finally {
      console.warn = realWarn;
    }
  });

  it('loads lazily on first connect and keeps properties set before the code arrived', async () => {
    let loads = 0;
    const implementation = createWidget(TestWidget, {
      props: { label: 'string', count: 'number', enabled: 'boolean', options: 'json' },
      events: ['yp-test-ping'],
    });
    defineWidgetElement(
      'yp-test-lazy',
      async () => {
        loads += 1;
        return implementation;
      },
      'test',
    );
    const element = document.createElement('yp-test-lazy') as HTMLElement & TestProps;
    element.options = { size: 1 };
    element.setAttribute('label', 'lazy');
    assertEqual(loads, 0, 'nothing loaded before connect');
    document.body.append(element);
    await rendered(element);
    assertEqual(loads, 1, 'loaded once');
    assertDeepEqual(
      propsOf(element),
      { label: 'lazy', enabled: false, options: { size: 1 } },
      'props after load',
    );
    document.body.append(document.createElement('yp-test-lazy'));
    await nextFrame();
    assertEqual(loads, 1, 'a second element reuses the loaded code');
  });
});
