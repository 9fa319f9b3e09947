import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { AppErrorCode } from '#shared/errors.ts';

const codes: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  BAD_GATEWAY: 'BAD_GATEWAY',
};

export function toTrpcCode(code: AppErrorCode): TRPC_ERROR_CODE_KEY {
  return codes[code];
}
