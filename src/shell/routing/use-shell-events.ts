import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../contract/routes';
import { WIDGET_EVENTS, sessionEvents } from '../../core';
import { navigationTarget } from './widget-navigation';

/**
 * Routes what happens outside React Router: a session the server ended (core `sessionEvents`; the http
 * client has already cleared the login, and on class -1 the trail) goes to /login, and `yp-navigate`
 * events of widget tags (composed, so they reach the document) open the page they ask for.
 */
export function useShellEvents() {
  const navigate = useNavigate();

  useEffect(() => sessionEvents.on('expired', () => navigate(LOGIN_PATH, { replace: true })), [navigate]);

  useEffect(() => {
    const onNavigate = (event: Event) => {
      const target = navigationTarget((event as CustomEvent).detail);
      if (target) navigate(target);
    };
    document.addEventListener(WIDGET_EVENTS.navigate, onNavigate);
    return () => document.removeEventListener(WIDGET_EVENTS.navigate, onNavigate);
  }, [navigate]);
}
