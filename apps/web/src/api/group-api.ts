import { changePasswordResponse, type ChangePasswordRequest } from '@meja/shared/contracts/auth';
import { okResponse } from '@meja/shared/contracts/common';
import {
  adminPasswordReset,
  copySettingsResult,
  groupBranchCreated,
  groupBranchList,
  groupOverview,
  groupReport,
  groupUser,
  groupUserList,
  menuCopyResult,
  type AdminPasswordReset,
  type CopyMenuRequest,
  type CopySettingsRequest,
  type GroupBranch,
  type GroupBranchCreate,
  type GroupBranchCreated,
  type GroupOverview,
  type GroupReport,
  type GroupUser,
  type GroupUserCreate,
  type GroupUserUpdate,
  type MenuCopyResult,
} from '@meja/shared/contracts/group';
import { groupContext, type GroupContext } from '@meja/shared/contracts/tenant';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost, apiPut, segment } from './http-client';

/* SPEC §7 Group: /api/v1/group/{groupSlug}/… (issue 16), every answer parsed with the contract. */

const base = (groupSlug: string) => `/group/${segment(groupSlug)}`;
const branchPath = (groupSlug: string, branchSlug: string) =>
  `${base(groupSlug)}/branches/${segment(branchSlug)}`;

/** POST /users and PUT /users/{id} answer the admin they made or changed. */
const groupUserAnswer = z.object({ user: groupUser });
/** DELETE answers 204 (no body, read as null) or `{ ok: true }`. */
const okOrEmpty = z.union([z.null(), okResponse]);

export function fetchGroupContext(groupSlug: string): Promise<GroupContext> {
  return apiGet(`${base(groupSlug)}/context`, groupContext);
}

export function groupContextQueryKey(groupSlug: string): string[] {
  return ['group', groupSlug, 'context'];
}

/** The figures a branch's payment moves (overview and reports): the live stream refreshes these. */
export function groupFiguresQueryKey(groupSlug: string): string[] {
  return ['group', groupSlug, 'figures'];
}

export function groupOverviewQueryKey(groupSlug: string): string[] {
  return [...groupFiguresQueryKey(groupSlug), 'overview'];
}

export function groupReportQueryKey(groupSlug: string, start: string, end: string): string[] {
  return [...groupFiguresQueryKey(groupSlug), 'reports', start, end];
}

export function groupBranchesQueryKey(groupSlug: string): string[] {
  return ['group', groupSlug, 'branches'];
}

export function groupUsersQueryKey(groupSlug: string): string[] {
  return ['group', groupSlug, 'users'];
}

export function fetchGroupOverview(groupSlug: string, signal?: AbortSignal): Promise<GroupOverview> {
  return apiGet(`${base(groupSlug)}/overview`, groupOverview, { signal });
}

/** Blank dates ask the server for its default period (the last 7 days). */
export function fetchGroupReport(
  groupSlug: string,
  range: { start?: string; end?: string },
  signal?: AbortSignal,
): Promise<GroupReport> {
  const query = new URLSearchParams();
  if (range.start) query.set('start', range.start);
  if (range.end) query.set('end', range.end);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return apiGet(`${base(groupSlug)}/reports${suffix}`, groupReport, { signal });
}

export async function fetchGroupBranches(groupSlug: string, signal?: AbortSignal): Promise<GroupBranch[]> {
  const list = await apiGet(`${base(groupSlug)}/branches`, groupBranchList, { signal });
  return list.items;
}

export function createGroupBranch(groupSlug: string, body: GroupBranchCreate): Promise<GroupBranchCreated> {
  return apiPost(`${base(groupSlug)}/branches`, groupBranchCreated, body);
}

export async function copyBranchSettings(
  groupSlug: string,
  branchSlug: string,
  body: CopySettingsRequest,
): Promise<GroupBranch> {
  const result = await apiPost(
    `${branchPath(groupSlug, branchSlug)}/copy-settings`,
    copySettingsResult,
    body,
  );
  return result.branch;
}

export function copyBranchMenu(
  groupSlug: string,
  branchSlug: string,
  body: CopyMenuRequest,
): Promise<MenuCopyResult> {
  return apiPost(`${branchPath(groupSlug, branchSlug)}/copy-menu`, menuCopyResult, body);
}

export function resetBranchAdminPassword(groupSlug: string, branchSlug: string): Promise<AdminPasswordReset> {
  return apiPost(`${branchPath(groupSlug, branchSlug)}/reset-admin-password`, adminPasswordReset, {});
}

export async function fetchGroupUsers(groupSlug: string, signal?: AbortSignal): Promise<GroupUser[]> {
  const list = await apiGet(`${base(groupSlug)}/users`, groupUserList, { signal });
  return list.items;
}

export async function createGroupUser(groupSlug: string, body: GroupUserCreate): Promise<GroupUser> {
  const answer = await apiPost(`${base(groupSlug)}/users`, groupUserAnswer, body);
  return answer.user;
}

export async function updateGroupUser(
  groupSlug: string,
  id: string,
  body: GroupUserUpdate,
): Promise<GroupUser> {
  const answer = await apiPut(`${base(groupSlug)}/users/${segment(id)}`, groupUserAnswer, body);
  return answer.user;
}

export async function deleteGroupUser(groupSlug: string, id: string): Promise<void> {
  await apiDelete(`${base(groupSlug)}/users/${segment(id)}`, okOrEmpty);
}

export function changeGroupManagerPassword(groupSlug: string, body: ChangePasswordRequest) {
  return apiPost(`${base(groupSlug)}/settings/change-password`, changePasswordResponse, body);
}
