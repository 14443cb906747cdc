/**
 * The content of an init parameter (param type `hosp_init_data`, JSON in val): the baseline
 * permissions, menus and roles a hospital is initialised with, and which role gets what.
 */
export interface InitPermission {
  pmsCode: string;
  pmsName: string;
  children?: InitPermission[];
}

export interface InitMenu {
  menuName: string;
  /** Shown instead of menuName when the console is in English; absent: menuName in both. */
  menuNameEn?: string;
  path: string;
  icon?: string;
  component?: string;
  authId?: string;
  hidden?: boolean;
  affix?: boolean;
  children?: InitMenu[];
}

export interface InitRole {
  roleName: string;
  description?: string;
  bizType: string;
  wxInterfaceCode: string;
  /** '*' for every menu, or menu paths (their parent menus are linked as well). */
  menuPaths: '*' | string[];
  /** '*' for every permission, or permission-code prefixes ('eqp' covers 'eqp:list'). */
  pmsCodes: '*' | string[];
}

export interface HospInitData {
  permissions: InitPermission[];
  menus: InitMenu[];
  roles: InitRole[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkList<T>(value: unknown, where: string, check: (item: Record<string, unknown>, where: string) => void): T[] {
  if (!Array.isArray(value)) throw new Error(`${where} 应为数组`);
  value.forEach((item, index) => {
    if (!isObject(item)) throw new Error(`${where}[${index}] 应为对象`);
    check(item, `${where}[${index}]`);
  });
  return value as T[];
}

function requireString(item: Record<string, unknown>, key: string, where: string): void {
  if (typeof item[key] !== 'string' || item[key] === '') throw new Error(`${where}.${key} 必须是非空字符串`);
}

function checkPermission(item: Record<string, unknown>, where: string): void {
  requireString(item, 'pmsCode', where);
  requireString(item, 'pmsName', where);
  if (item.children !== undefined) checkList(item.children, `${where}.children`, checkPermission);
}

function checkMenu(item: Record<string, unknown>, where: string): void {
  requireString(item, 'menuName', where);
  requireString(item, 'path', where);
  if (item.menuNameEn !== undefined) requireString(item, 'menuNameEn', where);
  if (item.children !== undefined) checkList(item.children, `${where}.children`, checkMenu);
}

function checkRole(item: Record<string, unknown>, where: string): void {
  for (const key of ['roleName', 'bizType', 'wxInterfaceCode']) requireString(item, key, where);
  for (const key of ['menuPaths', 'pmsCodes']) {
    if (item[key] !== '*' && !(Array.isArray(item[key]) && (item[key] as unknown[]).every((v) => typeof v === 'string'))) {
      throw new Error(`${where}.${key} 应为 '*' 或字符串数组`);
    }
  }
}

/** Parses and checks an init parameter's val; the message says exactly what is wrong. */
export function parseInitData(val: string): HospInitData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(val);
  } catch {
    throw new Error('初始化参数不是合法的 JSON');
  }
  if (!isObject(parsed)) throw new Error('初始化参数应为 JSON 对象');
  const roles = checkList<InitRole>(parsed.roles, 'roles', checkRole);
  // A baseline role's id follows from its name (hospital-lifecycle.ts), so names must differ.
  roles.forEach((role, index) => {
    if (roles.findIndex((other) => other.roleName === role.roleName) !== index)
      throw new Error(`roles[${index}].roleName 重复: ${role.roleName}`);
  });
  return {
    permissions: checkList<InitPermission>(parsed.permissions, 'permissions', checkPermission),
    menus: checkList<InitMenu>(parsed.menus, 'menus', checkMenu),
    roles,
  };
}
