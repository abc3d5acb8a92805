import type { ErrorCode } from '@meja/shared/contracts/common';
import type { RouteAccess } from './route-access';

/** What the guard (./guard.ts) can refuse a route's request with, by its declared access. */
export function accessErrorCodes(access: RouteAccess): ErrorCode[] {
  switch (access.kind) {
    case 'public':
      return [];
    case 'authenticated':
      return ['UNAUTHENTICATED'];
    case 'platform':
      return ['UNAUTHENTICATED', 'FORBIDDEN', 'PASSWORD_CHANGE_REQUIRED'];
    case 'group':
      return ['UNAUTHENTICATED', 'FORBIDDEN', 'PASSWORD_CHANGE_REQUIRED', 'NOT_FOUND'];
    case 'tenant':
      return [
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'PASSWORD_CHANGE_REQUIRED',
        'NOT_FOUND',
        ...(access.section ? (['PLAN_FEATURE'] as const) : []),
        ...(access.allowBlocked ? [] : (['TENANT_INACTIVE', 'PLAN_BLOCKED'] as const)),
      ];
    case 'pos':
      // VALIDATION: a SUPER_ADMIN names no tenant in X-Tenant-Slug.
      return [
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'PASSWORD_CHANGE_REQUIRED',
        'VALIDATION',
        'NOT_FOUND',
        'TENANT_INACTIVE',
        'PLAN_BLOCKED',
      ];
  }
}
