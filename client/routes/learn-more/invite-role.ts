import { useEffect, useState } from 'react';

export type InviteRole = 'customer' | 'developer';

/**
 * The role the invite link's code grants, asked of the server once the page is live (the code
 * alone does not say): a developer's approval link then speaks to a developer
 * (docs/public-site.md#beta-access). `asking` until the server answers, so that neither side's
 * copy is shown to the other meanwhile; null for no code, and for a code that would sign no one
 * up or when the server cannot say: the page keeps its customer copy then. The API client is
 * loaded only for an invite link.
 */
export function useInviteRole(code: string): InviteRole | 'asking' | null {
  const [answer, setAnswer] = useState<{ code: string; role: InviteRole | null } | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    import('../../api-client.ts')
      .then(({ apiClient }) => apiClient().auth.inviteLinkRole.mutate({ code }))
      .then(
        (role) => live && setAnswer({ code, role }),
        () => live && setAnswer({ code, role: null }),
      );
    return () => {
      live = false;
    };
  }, [code]);
  if (!code) return null;
  return answer?.code === code ? answer.role : 'asking';
}
