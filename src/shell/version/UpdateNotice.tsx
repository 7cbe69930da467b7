import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { createVersionWatcher, fetchServerVersion, labels, sessionStore } from '../../core';
import { Button, Notice } from '../../ui';

const storeVersion = (version: string) => sessionStore.set({ currentVersion: version });

/**
 * Keeps the open page on the deployed version (SPEC §4): checked on every route change (a difference
 * reloads at once) and every 10 minutes while the tab is visible (a difference raises this notice
 * 10 s later, once). 确认刷新 stores the new version first so the reload does not reload again.
 */
export function UpdateNotice() {
  const [newVersion, setNewVersion] = useState<string | null>(null);
  const watcher = useMemo(
    () =>
      createVersionWatcher({
        fetchVersion: fetchServerVersion,
        getStored: () => sessionStore.get().currentVersion,
        setStored: storeVersion,
        reload: () => window.location.reload(),
        showNotice: setNewVersion,
        isVisible: () => document.visibilityState === 'visible',
      }),
    [],
  );

  useEffect(() => {
    watcher.start();
    return () => watcher.stop();
  }, [watcher]);

  const { pathname } = useLocation();
  useEffect(() => {
    void watcher.checkOnRouteChange();
  }, [watcher, pathname]);

  if (newVersion === null) return null;
  const text = labels.updateNotice;
  return (
    <Notice
      open
      data-testid="update-notice"
      title={text.title}
      actions={
        <>
          <Button onClick={() => setNewVersion(null)}>{text.dismiss}</Button>
          <Button
            variant="primary"
            onClick={() => {
              storeVersion(newVersion);
              window.location.reload();
            }}
          >
            {text.refresh}
          </Button>
        </>
      }
    >
      {text.message}
    </Notice>
  );
}
