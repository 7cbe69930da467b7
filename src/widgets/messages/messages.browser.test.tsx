import type { MessageCollectData, MessageItem, MessageType } from '../../contract/messages';
import { configure, resetConfig, setLocale } from '../../core';
import { uiLabels } from '../../ui';
import { queryClient } from '../query';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { afterEach, beforeEach, describe, it } from '../../ui/test-support/browser-test';
import { installFakeFetch } from '../test-support/fake-fetch';
import { installFakeMessageBackend, type FakeMessageBackend } from './fake-message-backend';
import { messageLabels } from './labels';
import type { WidgetNavigateDetail } from '../../core';
import './index';

const TYPES: MessageType[] = ['system', 'business', 'bill', 'contract'];

/** 12 messages, newest first by id: m1 is newest; every third one is read; types cycle. */
function testMessages(): MessageItem[] {
  return Array.from({ length: 12 }, (_, index) => ({
    id: `m${index + 1}`,
    type: TYPES[index % 4] as MessageType,
    title: `测试消息 ${index + 1}`,
    content: `第 ${index + 1} 条消息的内容`,
    read: index % 3 === 2,
    createdAt: new Date(Date.UTC(2025, 2, 1, 16, 30) - index * 3_600_000).toISOString(),
  }));
}

const XSS = '<img src=x onerror=alert(1)>';

let backend: FakeMessageBackend;
let events: CustomEvent[];
const record = (event: Event) => events.push(event as CustomEvent);

beforeEach(() => {
  configure({ apiBase: '', getToken: () => 'test-token' });
  events = [];
  document.addEventListener('yp-navigate', record);
  document.addEventListener('yp-unread-change', record);
});

afterEach(() => {
  document.body.replaceChildren();
  document.removeEventListener('yp-navigate', record);
  document.removeEventListener('yp-unread-change', record);
  backend.restore();
  resetConfig();
  setLocale('zh-CN');
  // Every test signs in with the same token, so the page's cache would carry answers across tests.
  queryClient.clear();
});

function mount(attributes: string): ShadowRoot {
  const holder = document.createElement('div');
  holder.innerHTML = `<yp-messages ${attributes}></yp-messages>`;
  const element = holder.firstElementChild as HTMLElement;
  document.body.append(element);
  assert(element.shadowRoot, 'open shadow root');
  return element.shadowRoot;
}

const titleButtons = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('tbody td button')];
const rowTitles = (root: ShadowRoot) => titleButtons(root).map((button) => button.textContent);

const tab = (root: ShadowRoot, label: string): HTMLElement => {
  const found = [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((candidate) =>
    candidate.textContent?.startsWith(label),
  );
  assert(found, `tab ${label}`);
  return found;
};

const badgeOf = (root: ShadowRoot, label: string) =>
  tab(root, label).querySelector('[data-testid="unread-badge"]')?.firstChild?.textContent ?? '';

const lastListQuery = () => backend.callsTo('getMessageList').at(-1)?.body;

const eventsNamed = (name: string) => events.filter((event) => event.type === name);

describe('<yp-messages view="list">', () => {
  it('shows the newest page of messages with Shanghai times and unread counts per type', async () => {
    backend = installFakeMessageBackend(testMessages());
    const root = mount('view="list"');
    await waitFor(() => titleButtons(root).length === 10, 'ten rows');
    assertEqual(rowTitles(root)[0], '测试消息 1', 'newest first');
    assert(root.textContent?.includes('2025-03-02 00:30:00'), 'time shown in Asia/Shanghai');
    await waitFor(() => badgeOf(root, messageLabels.all) === '8', 'total unread badge');
    assertEqual(badgeOf(root, '系统消息'), '2', 'system unread badge');
    assertDeepEqual(lastListQuery(), { pageNum: 1, pageSize: 10 }, 'first query');
    const announced = await waitFor(() => eventsNamed('yp-unread-change')[0], 'yp-unread-change');
    assertEqual((announced.detail as MessageCollectData).unread, 8, 'yp-unread-change announces the count');
  });

  it('speaks English when its locale is en-US: tabs, columns, pager and sort titles', async () => {
    backend = installFakeMessageBackend(testMessages());
    const root = mount('view="list" locale="en-US"');
    await waitFor(() => titleButtons(root).length === 10, 'ten rows');
    await waitFor(() => badgeOf(root, 'Bills') === '2', 'the bill tab in English with its badge');
    const headers = [...root.querySelectorAll('thead th')].map((cell) => cell.textContent);
    assertDeepEqual(headers, ['Title', 'Type', 'Time', 'Status'], 'column headers');
    assert(root.textContent?.includes('12 in all'), 'the pager total in English');
    assert(root.querySelector('button[aria-label="Next page"]'), 'the pager buttons in English');
    assert(!/\p{Script=Han}/u.test(tab(root, 'All').textContent ?? ''), 'no Chinese on the tabs');
  });

  it('prints dates in English and opens an English calendar when its locale is en-US', async () => {
    backend = installFakeMessageBackend(testMessages());
    const root = mount('view="list" locale="en-US"');
    await waitFor(() => titleButtons(root).length === 10, 'ten rows');
    const times = [...root.querySelectorAll('tbody time')].map((time) => time.textContent);
    assertEqual(times[0], '2 Mar 2025, 00:30:00', 'the day first, the month named, Shanghai time');
    assert(!root.textContent?.includes('2025-03-02'), 'no Chinese-style date left in the list');

    const opener = root.querySelector<HTMLButtonElement>('button[aria-label^="Choose a date"]');
    assert(opener, 'the date filter’s calendar button, in English');
    opener.click();
    const grid = await waitFor(() => root.querySelector('[role="grid"]'), 'the calendar');
    const headings = [...grid.querySelectorAll('thead th')];
    assertDeepEqual(
      headings.map((heading) => heading.textContent),
      ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      'weekday headings, Monday first',
    );
    assertEqual(headings[0]!.getAttribute('abbr'), 'Monday', 'each heading’s full name');
    const title = root.getElementById(grid.getAttribute('aria-labelledby')!)?.textContent ?? '';
    assert(/^[A-Z][a-z]+ \d{4}$/.test(title), `the month heading in English: ${title}`);
    const day = grid.querySelector('tbody button')?.getAttribute('aria-label') ?? '';
    assert(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/.test(day), `a day named in English: ${day}`);
    assert(!/\p{Script=Han}/u.test(grid.textContent ?? ''), 'no Chinese in the calendar');
  });

  it('filters by type when a type tab is chosen', async () => {
    backend = installFakeMessageBackend(testMessages());
    const root = mount('view="list"');
    await waitFor(() => titleButtons(root).length === 10, 'rows');
    tab(root, '账单消息').click();
    await waitFor(() => titleButtons(root).length === 3, 'three bill messages');
    assertDeepEqual(lastListQuery(), { pageNum: 1, pageSize: 10, type: 'bill' }, 'query with type');
  });

  it('asks for the next page with pageNum', async () => {
    backend = installFakeMessageBackend(testMessages());
    const root = mount('view="list"');
    await waitFor(() => titleButtons(root).length === 10, 'rows');
    root.querySelector<HTMLButtonElement>(`button[aria-label="${uiLabels.pagination.next}"]`)?.click();
    await waitFor(() => titleButtons(root).length === 2, 'the two messages of page 2');
    assertEqual(lastListQuery()?.pageNum, 2, 'pageNum sent');
    assertEqual(rowTitles(root)[0], '测试消息 11', 'first row of page 2');
  });

  it('renders markup in titles as text', async () => {
    backend = installFakeMessageBackend([{ ...testMessages()[0]!, title: XSS }]);
    const root = mount('view="list"');
    await waitFor(() => titleButtons(root).length === 1, 'the row');
    assertEqual(rowTitles(root)[0], XSS, 'title shown literally');
    assertEqual(root.querySelector('img'), null, 'no img element');
  });

  it('emits yp-navigate to the detail page when a message is clicked', async () => {
    backend = installFakeMessageBackend(testMessages());
    const root = mount('view="list"');
    await waitFor(() => titleButtons(root).length === 10, 'rows');
    titleButtons(root)[1]?.click();
    const navigations = eventsNamed('yp-navigate');
    assertEqual(navigations.length, 1, 'one navigation');
    assertDeepEqual(
      navigations[0]?.detail as WidgetNavigateDetail,
      { path: '/message/detail', query: { id: 'm2' } },
      'detail',
    );
  });

  it('updates the unread counts live from the stream', async () => {
    backend = installFakeMessageBackend(testMessages());
    const root = mount('view="list"');
    await waitFor(() => badgeOf(root, messageLabels.all) === '8', 'initial badge');
    backend.setRead('m3', false);
    await waitFor(() => badgeOf(root, messageLabels.all) === '9', 'badge after a push');
    // The event leaves from an effect after the badge's render: wait for it rather than read it at once.
    await waitFor(
      () => eventsNamed('yp-unread-change').at(-1)?.detail.unread === 9,
      'host told about the new count',
    );
  });

  it('marks every message read after confirmation', async () => {
    backend = installFakeMessageBackend(testMessages());
    const root = mount('view="list"');
    await waitFor(() => badgeOf(root, messageLabels.all) === '8', 'badge');
    const markAll = [...root.querySelectorAll('button')].find(
      (button) => button.textContent === messageLabels.markAllRead,
    );
    markAll?.click();
    const dialog = await waitFor(() => root.querySelector('[role="alertdialog"]'), 'the confirm dialog');
    const confirmButton = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === messageLabels.markAllRead,
    );
    confirmButton?.click();
    await waitFor(() => backend.callsTo('clearUnread').length === 1, 'clearUnread');
    await waitFor(() => badgeOf(root, messageLabels.all) === '', 'badge gone');
    assert(
      backend.messages.every((message) => message.read),
      'all read on the server',
    );
  });

  it('shows 暂无消息 without messages and an error with 重试 when the list fails', async () => {
    backend = installFakeMessageBackend([]);
    const root = mount('view="list"');
    await waitFor(() => root.textContent?.includes(messageLabels.empty), '暂无消息');

    const failing = installFakeFetch((call) =>
      call.path.endsWith('/getMessageList') ? { errcode: -1, errmsg: '服务暂停', data: null } : undefined,
    );
    try {
      document.body.replaceChildren();
      const failed = mount('view="list"');
      const alert = await waitFor(() => failed.querySelector('[role="alert"]'), 'the error state');
      assert(alert.textContent?.includes('服务暂停'), 'the server message is shown');
      assert(alert.textContent?.includes(messageLabels.retry), 'a retry button');
    } finally {
      failing.restore();
    }
  });
});

describe('<yp-messages view="detail">', () => {
  it('marks the message read and shows its content as text with line breaks kept', async () => {
    backend = installFakeMessageBackend([{ ...testMessages()[0]!, content: `第一行\n${XSS}` }]);
    const root = mount('view="detail" message-id="m1"');
    const content = await waitFor(
      () => root.querySelector<HTMLElement>('[data-testid="message-content"]'),
      'content',
    );
    assertEqual(content.textContent, `第一行\n${XSS}`, 'content as text');
    assertEqual(root.querySelector('img'), null, 'no img element');
    assertEqual(getComputedStyle(content).whiteSpace, 'pre-wrap', 'line breaks kept');
    assertDeepEqual(backend.callsTo('getMessageDetail')[0]?.body, { id: 'm1' }, 'detail requested');
    assert(backend.messages[0]?.read, 'read on the server');
    await waitFor(() => eventsNamed('yp-unread-change').at(-1)?.detail.unread === 0, 'count announced');
  });

  it('goes back to the list with 返回', async () => {
    backend = installFakeMessageBackend(testMessages());
    const root = mount('view="detail" message-id="m2"');
    await waitFor(() => root.querySelector('[data-testid="message-content"]'), 'content');
    [...root.querySelectorAll('button')].find((button) => button.textContent === messageLabels.back)?.click();
    assertDeepEqual(
      eventsNamed('yp-navigate')[0]?.detail as WidgetNavigateDetail,
      { path: '/message/message' },
      'back',
    );
  });

  it('follows the message-id attribute', async () => {
    backend = installFakeMessageBackend(testMessages());
    const root = mount('view="detail" message-id="m2"');
    await waitFor(() => root.textContent?.includes('测试消息 2'), 'first message');
    (root.host as HTMLElement).setAttribute('message-id', 'm5');
    await waitFor(() => root.textContent?.includes('测试消息 5'), 'second message');
  });
});

describe('<yp-messages> list and detail on one page', () => {
  const readStateOf = (root: ShadowRoot, title: string) =>
    [...root.querySelectorAll('tbody tr')]
      .find((row) => row.querySelector('td button')?.textContent === title)
      ?.querySelector('td:last-child')?.textContent;

  it('shows a message read in the list once another widget opened it, and the counts with it', async () => {
    backend = installFakeMessageBackend(testMessages());
    const list = mount('view="list"');
    await waitFor(
      () => readStateOf(list, '测试消息 1') === messageLabels.readState.unread,
      'unread in the list',
    );
    await waitFor(() => badgeOf(list, messageLabels.all) === '8', 'badge');
    const listCalls = backend.callsTo('getMessageList').length;

    const detail = mount('view="detail" message-id="m1"');
    await waitFor(() => detail.querySelector('[data-testid="message-content"]'), 'the detail');
    await waitFor(() => readStateOf(list, '测试消息 1') === messageLabels.readState.read, 'read in the list');
    assertEqual(backend.callsTo('getMessageList').length, listCalls + 1, 'the list read once more');
    await waitFor(() => badgeOf(list, messageLabels.all) === '7', 'badge counts it');
  });
});
