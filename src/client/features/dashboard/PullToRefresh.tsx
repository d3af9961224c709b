import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { PULL_TO_REFRESH_MS } from '../../../domain/constants';
import { useTexts } from '../../i18n/useTexts';
import { dashboardTexts } from './texts';

/** How far (px) the page must be pulled down before letting go reloads it. */
const PULL_THRESHOLD = 72;
/** The indicator follows the finger at this fraction of the pull, up to MAX_PULL px. */
const PULL_RESISTANCE = 0.5;
const MAX_PULL = 96;
/** Read by screen readers, not shown (the spinner is the visible cue). */
const visuallyHidden = {
  position: 'absolute',
  // Strings: in sx a number 1 would mean 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A reload the tenant asked for (docs/product.md "Dashboard", "Limits"): runs `reload` and
 * completes after 1 s, or when the reloads have answered if that takes longer, so the indicator
 * never ends before the data.
 */
export function useRefresh(reload: () => Promise<unknown>) {
  const [refreshing, setRefreshing] = useState(false);
  const [done, setDone] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setRefreshing(true);
    setDone(false);
    const wait = new Promise((resolve) => setTimeout(resolve, PULL_TO_REFRESH_MS));
    await Promise.all([reload().catch(() => undefined), wait]);
    running.current = false;
    if (!mounted.current) return;
    setRefreshing(false);
    setDone(true);
  }, [reload]);
  return { refreshing, done, start };
}

/** The visible Refresh button: the same reload for keyboard, mouse and screen-reader users. */
export function RefreshButton({
  refreshing,
  onClick,
}: {
  refreshing: boolean;
  onClick: () => void;
}) {
  const t = useTexts(dashboardTexts);
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      disabled={refreshing}
      startIcon={<RefreshIcon aria-hidden />}
    >
      {t('refresh')}
    </Button>
  );
}

/**
 * Pull-to-refresh on touch screens: pulling down while the page is at its top shows how far to
 * pull, and letting go past the threshold reloads (the browser's own pull-to-reload is turned off
 * meanwhile, so one gesture does one thing). While reloading, a spinner shows at the top; a
 * polite live region says when it starts and ends.
 */
export function PullToRefresh({
  refreshing,
  done,
  onRefresh,
  children,
}: {
  refreshing: boolean;
  done: boolean;
  onRefresh: () => void;
  children: ReactNode;
}) {
  const t = useTexts(dashboardTexts);
  const startY = useRef<number | null>(null);
  const [pull, setPull] = useState(0);

  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    return () => {
      root.style.overscrollBehaviorY = before;
    };
  }, []);

  const onTouchStart = (e: TouchEvent) => {
    startY.current = window.scrollY <= 0 && !refreshing ? (e.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (startY.current === null) return;
    const dy = (e.touches[0]?.clientY ?? startY.current) - startY.current;
    setPull(dy > 0 ? Math.min(dy * PULL_RESISTANCE, MAX_PULL) : 0);
  };
  const onTouchEnd = () => {
    if (startY.current !== null && pull >= PULL_THRESHOLD * PULL_RESISTANCE) onRefresh();
    startY.current = null;
    setPull(0);
  };

  const ready = pull >= PULL_THRESHOLD * PULL_RESISTANCE;
  const height = refreshing ? 48 : pull;
  return (
    <Box
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
      data-testid="pull-to-refresh"
    >
      <Box
        aria-hidden={!refreshing && pull === 0}
        sx={{
          height,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          transition: pull > 0 ? 'none' : 'height 150ms ease-out',
        }}
      >
        {refreshing ? (
          <CircularProgress size={28} aria-label={t('refreshing')} />
        ) : pull > 0 ? (
          <>
            <CircularProgress
              variant="determinate"
              size={24}
              value={Math.min(100, (pull / (PULL_THRESHOLD * PULL_RESISTANCE)) * 100)}
              aria-hidden
            />
            <Typography variant="body2" color="text.secondary">
              {t(ready ? 'releaseToRefresh' : 'pullToRefresh')}
            </Typography>
          </>
        ) : null}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {refreshing ? t('refreshing') : done ? t('refreshed') : ''}
      </Box>
      {children}
    </Box>
  );
}
