import { createDispatchHook, createSelectorHook } from 'react-redux';
import { StaffStoreContext } from '../../api/staffBaseApi';
import type { StaffState, StaffStore } from './staffStore';

/** The console's store, through its own context (the tenant store keeps the default one). */
export const useStaffSelector = createSelectorHook(StaffStoreContext).withTypes<StaffState>();
export const useStaffDispatch =
  createDispatchHook(StaffStoreContext).withTypes<StaffStore['dispatch']>();
