import { useEffect, useRef } from 'react';

/** SPEC section 4 (Auth) and 9: check every 30 s, refresh when the token expires within 10 s. */
export const REFRESH_CHECK_INTERVAL_MS = 30_000;
export const REFRESH_MARGIN_MS = 10_000;

/**
 * Keeps a session alive: every 30 s, if the ID token expires within 10 s, `refresh` runs. While the
 * tab is hidden the checks stop; when it shows again one check runs at once and the checks resume.
 */
export function useSessionRefresh(expiresAt: number | null, refresh: () => Promise<void>): void {
  const latestRefresh = useRef(refresh);
  useEffect(() => {
    latestRefresh.current = refresh;
  });

  useEffect(() => {
    if (expiresAt === null) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let refreshing = false;
    const check = () => {
      if (refreshing || expiresAt - Date.now() > REFRESH_MARGIN_MS) return;
      refreshing = true;
      void latestRefresh.current().finally(() => {
        refreshing = false;
      });
    };
    const start = () => {
      timer ??= setInterval(check, REFRESH_CHECK_INTERVAL_MS);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        stop();
      } else {
        check();
        start();
      }
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [expiresAt]);
}
