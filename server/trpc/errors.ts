import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { DomainErrorKind } from '#shared/domain/errors.ts';
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

/** The domain's refusals as the API answers them: the one place their transport codes are chosen. */
const domainCodes: Record<DomainErrorKind, TRPC_ERROR_CODE_KEY> = {
  'not-found': 'NOT_FOUND',
  'not-allowed': 'CONFLICT',
  invalid: 'BAD_REQUEST',
  exists: 'CONFLICT',
  forbidden: 'FORBIDDEN',
};

export function domainTrpcCode(kind: DomainErrorKind): TRPC_ERROR_CODE_KEY {
  return domainCodes[kind];
}
