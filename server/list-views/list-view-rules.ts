import type { RequestLanguage } from '../http/request-language.js';

/**
 * The limits and messages of saved list views (issue 29), apart from the database so they are
 * tested alone. A view's state is what the list screen saves: applied filters (basic and advanced
 * alike, by field name), sort, visible columns and page size; the client checks each part against
 * the entity's schema when it applies a view, so a view saved before a schema change still opens.
 */

export const VIEW_SCOPES = ['me', 'role', 'all'] as const;
export type ViewScope = (typeof VIEW_SCOPES)[number];

/** A name a menu shows whole. */
export const MAX_NAME_LENGTH = 40;
/** The state as JSON text: far more than every filter of the widest screen holds. */
export const MAX_STATE_CHARS = 8000;
/** Views one account saves for one screen of one hospital. */
export const MAX_VIEWS_PER_SCREEN = 50;

export interface ViewState {
  /** Absent: none (a view of the whole list). */
  filters?: Record<string, unknown>;
  sort?: { field: string; order: 'asc' | 'desc' };
  columns?: string[];
  pageSize?: number;
}

/** The body schema of a view's state (the route validates the shape, the checks below the limits). */
export const viewStateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filters: { type: 'object', maxProperties: 100 },
    sort: {
      type: 'object',
      required: ['field', 'order'],
      additionalProperties: false,
      properties: { field: { type: 'string', maxLength: 100 }, order: { type: 'string', enum: ['asc', 'desc'] } },
    },
    columns: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 100 } },
    pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
  },
} as const;

const MESSAGES = {
  nameRequired: { zh: '视图名称为必输项', en: 'The view name is required' },
  nameTooLong: { zh: `视图名称不能超过${MAX_NAME_LENGTH}个字`, en: `The view name may have at most ${MAX_NAME_LENGTH} characters` },
  stateTooLarge: { zh: '视图内容过大', en: 'The view holds too much' },
  tooMany: { zh: `每个页面最多保存${MAX_VIEWS_PER_SCREEN}个视图`, en: `At most ${MAX_VIEWS_PER_SCREEN} views per screen` },
  nameTaken: { zh: '已有同名视图', en: 'A view of this name exists' },
  roleRequired: { zh: '共享给角色时请选择角色', en: 'Choose the role to share with' },
  roleUnknown: { zh: '该医院没有这个角色', en: 'The hospital has no such role' },
  roleOnPlatform: { zh: '平台页面的视图不能共享给角色', en: 'A view of a platform screen cannot be shared with a role' },
  roleShareRefused: { zh: '只有可以管理角色的用户才能共享给角色', en: 'Only a user who manages roles may share with a role' },
  allRefused: { zh: '仅超级管理员可以共享给所有人', en: 'Only a super admin may share with everyone' },
  notFound: { zh: '视图不存在', en: 'The view does not exist' },
  notOwner: { zh: '只能修改自己的视图', en: 'Only your own views can be changed' },
  noList: { zh: '该页面没有列表', en: 'This screen has no list' },
  entityUnknown: { zh: '页面不存在', en: 'No such screen' },
} as const;

export type ViewMessage = keyof typeof MESSAGES;

export const viewMessage = (key: ViewMessage, language: RequestLanguage): string => MESSAGES[key][language];

/** The name as stored (trimmed), or the message refusing it. */
export function checkViewName(name: string): { name: string } | { problem: ViewMessage } {
  const trimmed = name.trim();
  if (trimmed === '') return { problem: 'nameRequired' };
  if ([...trimmed].length > MAX_NAME_LENGTH) return { problem: 'nameTooLong' };
  return { name: trimmed };
}

/** The refusal of a state too large to store, else undefined. */
export const stateProblem = (state: ViewState): ViewMessage | undefined =>
  JSON.stringify(state).length > MAX_STATE_CHARS ? 'stateTooLarge' : undefined;

/** May a caller see a view? Its owner always; a role's view its role; an everyone view all. */
export function viewVisible(
  view: { owner_id: string; scope: string; role_id: string | null },
  caller: { acctId: string; roleId: string | null; isAdmin: boolean },
): boolean {
  if (view.owner_id === caller.acctId || view.scope === 'all') return true;
  if (view.scope === 'role') return caller.isAdmin || (caller.roleId !== null && view.role_id === caller.roleId);
  return false;
}
