// The host page's own script: it signs its user in against the platform server, hands the token to the
// widgets in JavaScript (never through attributes), and routes itself when a widget asks to navigate.
import { encryptPassword } from '/embed/yelopack-embed.js';

const loginForm = document.getElementById('login');
const loginError = document.getElementById('login-error');
const portal = document.getElementById('portal');
const widget = document.querySelector('yp-messages');
const unreadCount = document.getElementById('unread-count');
const logoutButton = document.getElementById('logout');
const eventLog = document.getElementById('event-log');

const TOKEN_KEY = 'erp-demo-yelopack-token';
let token = sessionStorage.getItem(TOKEN_KEY);

window.YelopackPortal.configure({ apiBase: '', getToken: () => token });

const traceId = () => crypto.randomUUID().replaceAll('-', '');

async function login(userAccount, password) {
  const response = await fetch('/api/api/login/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'trace-id': traceId() },
    body: JSON.stringify({ userAccount, password: await encryptPassword(password) }),
  });
  const envelope = await response.json();
  if (envelope.errcode !== 0) throw new Error(envelope.errmsg || `登录失败（${envelope.errcode}）`);
  return envelope.data.token;
}

function show(signedIn) {
  loginForm.hidden = signedIn;
  portal.hidden = !signedIn;
  logoutButton.hidden = !signedIn;
  // The widget reads the token when it loads data, so (re)connect it only once signed in.
  if (signedIn) portal.append(widget);
  else widget.remove();
}

function setToken(value) {
  token = value;
  if (value) sessionStorage.setItem(TOKEN_KEY, value);
  else sessionStorage.removeItem(TOKEN_KEY);
  show(Boolean(value));
}

function logEvent(event) {
  const item = document.createElement('li');
  item.textContent = `${event.type} ${JSON.stringify(event.detail)}`;
  eventLog.prepend(item);
}

loginForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  loginError.textContent = '';
  const form = new FormData(loginForm);
  try {
    setToken(await login(String(form.get('userAccount')), String(form.get('password'))));
  } catch (error) {
    loginError.textContent = error instanceof Error ? error.message : String(error);
  }
});

logoutButton.addEventListener('click', () => setToken(null));

// The page routes itself: list ↔ detail of the same widget.
document.addEventListener('yp-navigate', (event) => {
  logEvent(event);
  const { path, query } = event.detail;
  if (path === '/message/detail') {
    widget.setAttribute('message-id', query.id);
    widget.setAttribute('view', 'detail');
  } else {
    widget.removeAttribute('message-id');
    widget.setAttribute('view', 'list');
  }
});

document.addEventListener('yp-session-expired', (event) => {
  logEvent(event);
  setToken(null);
});

document.addEventListener('yp-unread-change', (event) => {
  logEvent(event);
  unreadCount.textContent = String(event.detail.unread);
});

show(Boolean(token));
