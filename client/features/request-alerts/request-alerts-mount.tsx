import { LoadWhenWanted } from '../../lazy/load-when-wanted.tsx';
import { lazyExport } from '../../lazy/lazy-export.ts';
import { useSession } from '../session/session-context.ts';

const notices = lazyExport(() => import('./new-request-notices.tsx'), 'DeveloperNotices');

/**
 * The new-request notices and the live count (docs/request-alerts.md#live), for developers: their
 * code is fetched for them only, so no customer's or moderator's page pays for it.
 */
export function NewRequestNotices() {
  const { me } = useSession();
  return <LoadWhenWanted source={notices} wanted={me.role === 'developer'} props={{}} />;
}
