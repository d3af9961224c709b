import { useEffect, useState } from 'react';
import { useAppDispatch, useAppStore } from './hooks';
import { dialogHidden, dialogShown } from './ui';

/**
 * A dialog's open state that a diagnostics snapshot records and its replay restores:
 * while open, `name` is listed in ui.openDialogs, which takeSnapshot saves; in a replay the
 * dialogs its snapshot lists start open, so support sees the screen as the tenant had it. A name
 * says which dialog ('onboarding-help'); where one screen has several of a kind, add the id.
 */
export function useDialog(name: string): [boolean, (open: boolean) => void] {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(
    () => store.getState().ui.replay?.dialogs?.includes(name) ?? false,
  );
  useEffect(() => {
    if (!open) return undefined;
    dispatch(dialogShown(name));
    return () => {
      dispatch(dialogHidden(name));
    };
  }, [open, name, dispatch]);
  return [open, setOpen];
}
