import type { PolicyList } from '../../../app/policies';

/**
 * The dashboard's buttons (SPEC §2.7): 'Send us a Message' (the message modal, whose policy picker
 * lists `active`) and 'Upload New Policy' (the modal with its two options).
 */
export function DashboardActions(_props: { active: PolicyList }) {
  return null;
}
