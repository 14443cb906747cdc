/**
 * The entity DSL: what one file in `schemas/` says about an admin entity. Both engine halves read
 * it: the client builds the screen from it, the server builds endpoints, validation, SQL, table
 * definitions and OpenAPI from it. `schemas/entity.schema.json` is the same contract as JSON Schema.
 *
 * Texts in a schema are Chinese (the seeds' contract texts, also what the server answers with);
 * their English lives beside the file (`<name>.en.json`) or inline (`english`), keyed by the Chinese text.
 */

/** Server operations a schema can switch on; the path is `<endpoint>/<operation>` (see OPERATION_PATHS). */
export type OperationName = 'add' | 'delete' | 'update' | 'query' | 'batchUpdate' | 'detail' | 'treeQuery' | 'undeleteTreeQuery';

export { SIGNED_IN, SUPER_ADMIN, type OptionSource, type PermissionRule } from './basic-types';
import type { OptionSource, PermissionRule } from './basic-types';

/** How a filter matches: equality, substring (names), [from, to] range (dates), any-of. */
export type FilterMode = 'equals' | 'contains' | 'range' | 'in';

/** Field value kinds the engine knows how to store, validate and render. */
export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

/** Rules that hold wherever the field is written, each with its own message. */
export interface FieldConstraint {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  enum?: (string | number | boolean)[];
  maxItems?: number;
  minItems?: number;
  /** One message for every rule above that fails. */
  message?: string;
}

/**
 * One field: a JSON Schema property (type, format, enum, pattern, minimum, maximum, maxLength,
 * items, default, readOnly, writeOnly) plus what the engine needs around it.
 */
export interface FieldDef extends FieldConstraint {
  type: FieldType;
  /** Chinese label (the seeds' wording). */
  title: string;
  /**
   * date (yyyy-MM-dd) or date-time (yyyy-MM-dd HH:mm:ss); money (number fields): shown grouped with
   * 2 decimals (2,109,000.00), exported as sent; anything else is informative only.
   */
  format?: 'date' | 'date-time' | 'email' | 'uri' | 'money';
  /** For arrays: the item schema. */
  items?: ItemsDef;
  /** For objects: their properties. */
  properties?: Record<string, FieldDef>;
  default?: unknown;
  /** Never accepted from a client (server-maintained). */
  readOnly?: boolean;
  /** Accepted but never returned and never filterable (passwords). */
  writeOnly?: boolean;
  /** How it is kept: a password is stored as an argon2id hash. */
  store?: 'password-hash';
  /** SQL column, when it is not the snake_case of the field name. */
  column?: string;
  /** SQL type, when the derived one (see engine/server/ddl) does not fit. */
  sqlType?: string;
  options?: OptionSource;
  /** The query answer also carries `<field>Desc`, the option's label (dictionary fields). */
  withDesc?: boolean;
  /** The field holds another entity's id: the query answer also carries `<field>Desc`, that record's label. */
  lookup?: LookupDef;
  filter?: FilterMode;
  /** Client widget name from the widget registry; derived from type, format and options if absent. */
  widget?: string;
  /** Extra widget settings passed through to the widget (placeholder, rows, ...). */
  widgetOptions?: Record<string, unknown>;
  /** Column width in the table. */
  width?: number;
  /** A line under the control wherever a form shows the field (e.g. the password rule). */
  help?: string;
  /** Engine-internal: a wire field with no column (hospCode of a hospital-scoped entity). */
  virtual?: boolean;
}

/**
 * The items of a list field. For a list of objects, `properties` are the item's fields (each with
 * its own widget, options and rules) and `required` names the ones each item needs: a list
 * (message 「<title>为必输项」) or a map field → message (`{"type": "请选择类型"}`), checked on
 * both sides by the dialog's JSON Schema.
 */
export interface ItemsDef {
  type: FieldType;
  format?: string;
  properties?: Record<string, FieldDef>;
  required?: string[] | Record<string, string>;
}

/** A conditional requirement: when every listed field has one of the values, these fields are required. */
export interface ConditionalRule {
  when: Record<string, (string | number | boolean)[]>;
  required: Record<string, string>;
}

/**
 * A dialog-level lock: when every listed field has one of the values, the `values` fields take
 * those values and are shown disabled (the menu form's component is `layout` under the root).
 * The server applies the same values, so a client cannot write anything else there.
 */
export interface DialogLock {
  when: Record<string, (string | number | boolean)[]>;
  /** null empties the field (the hospital of a global document). */
  values: Record<string, string | number | boolean | null>;
}

/** A dialog (add, edit, batch or a named action): which fields, which rules, which messages. */
export interface DialogDef {
  /** Dialog title (Chinese). */
  title: string;
  /** Fields shown and accepted, in order. Defaults to every writable field. */
  fields?: string[];
  /** Required fields with their message. */
  required?: Record<string, string>;
  /** Extra rules for this dialog only (e.g. dictionary sort 1–32767 in add and edit, free in batch). */
  rules?: Record<string, FieldConstraint>;
  when?: ConditionalRule[];
  /** Values a new record gets when the dialog does not send them (server side too). */
  defaults?: Record<string, unknown>;
  /** Fields shown but not editable (e.g. parentId in a tree's add-child dialog). */
  readOnlyFields?: string[];
  /** A paragraph above the fields saying what submitting does; `{count}` is the number of selected records. */
  notice?: string;
  /** A question (确定 / 取消) asked before the dialog submits; `{count}` as in notice. */
  confirm?: string;
  /** Fields fixed to a value while other fields hold certain values (see DialogLock). */
  locks?: DialogLock[];
  /** Widgets this dialog draws some of its fields with instead of their own (a batch dialog of plain inputs: `{"type": "text"}`). */
  widgets?: Record<string, string>;
  /** The add dialog: after success, show these fields of the answer's `data` once (a generated secret; see ResultDialogDef). */
  result?: ResultDialogDef;
}

export interface ColumnDef {
  field: string;
  sortable?: boolean;
  width?: number;
  /** Long values (JSON, text): one line cut with an ellipsis, and 查看 opens the full value in a dialog. */
  viewer?: boolean;
}

export interface ExportFieldDef {
  field: string;
  /** Column heading when it differs from the field's title. */
  title?: string;
}

/**
 * Where a lookup or a `via` condition reads another entity's table; filled in by resolveEntities
 * (engine/schema/resolve-entities.ts) from the named entity, never written by hand.
 */
export interface TableRef {
  scope: 'platform' | 'hospital';
  table: string;
  /** The column read (a lookup's label) or compared (a via condition's field). */
  column: string;
}

/**
 * A field holding the id of another entity's record, shown as that record's `labelField`
 * (hospDeptId → hosp-dept.deptName). The query reads it in the same SQL as the rows.
 */
export interface LookupDef {
  /** The other entity's name: the same scope, or a platform entity from a hospital entity. */
  entity: string;
  labelField: string;
  /**
   * A field of this entity holding the name as the row recorded it (personName beside personId),
   * shown when the other record does not exist (people without an account).
   */
  fallbackField?: string;
  /** The label also goes out under this wire name, where the seeds name it (hospital rows: compName beside compId). */
  alias?: string;
  /** Filled in when the catalogue loads. */
  source?: TableRef;
}

/** A value a `with` equality compares to; a list means any of them. */
export type ParamValue = string | number | boolean;

/** One condition of a list parameter on one field (alone, or as one branch of `anyOf`). */
export type ParamCondition = {
  field: string;
  /** Equalities added whenever this condition narrows the list (e.g. only equipment checked into the ledger). */
  with?: Record<string, ParamValue | ParamValue[]>;
} & (
  | { match: 'equals' | 'contains' | 'in' | 'month' }
  | { match: 'map'; map: Record<string, ParamValue[]> }
  | { match: 'flag'; values: ParamValue[] }
  | { match: 'currentWeek' | 'currentMonth' }
  | { match: 'monthsAfter'; monthParam: string; months: number }
  | { match: 'coversMonth'; endField: string }
  /** The record `field` refers to (an id of `via.entity`) has `via.field` equal to the value: an EXISTS sub-select. */
  | { match: 'via'; via: { entity: string; field: string; source?: TableRef } }
  /** A flag: the date-time field is more than `hours` hours ago. */
  | { match: 'olderThan'; hours: number }
);

/**
 * A URL parameter that narrows a list (the dashboards' links). The value comes from the URL as
 * text; `flag` kinds act only when it is true or 1. `lookup` names the record an id value stands
 * for in the condition bar (default: the lookup of the param's field).
 */
export type ListParam =
  /** Carries a value other params read (e.g. time for monthsAfter); no condition of its own. */
  | { match: 'context'; title?: string }
  | (ParamCondition & { title?: string; lookup?: LookupDef })
  /** Any of the conditions holds, each with the param's value (the engineer responsible for an order). */
  | { match: 'anyOf'; anyOf: ParamCondition[]; title?: string; lookup?: LookupDef };

export interface ListLayout {
  filters?: string[];
  advancedFilters?: string[];
  columns: (string | ColumnDef)[];
  /** Fields as a description list, then registered panels (e.g. `roleBindings`), in a panel of `height` px. */
  expanded?: { fields: string[]; height?: number; panels?: string[] };
  export?: { fields: (string | ExportFieldDef)[]; fileName: string };
  /** Batch-modify switch and batch dialog. Default true when the schema has batchUpdate. */
  batch?: boolean;
  rowSearch?: boolean;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Query on load even without an id parameter (default true). */
  queryOnLoad?: boolean;
  pageSizes?: number[];
  /** URL parameters (by name) that narrow the list, e.g. notFinish=true from a dashboard link. */
  params?: Record<string, ListParam>;
  /** Counters above the table, read from the query answer's `summary` object (see ListSummaryDef). */
  summary?: ListSummaryDef;
}

/**
 * Counters shown above a list's table (an inventory plan's planned / counted / balanced ...). The
 * numbers come with the page: the query answer carries `summary: {<key>: number}` beside `list`
 * and `total` (a declared query endpoint computes them); a missing key shows as -.
 */
export interface ListSummaryDef {
  items: ListSummaryItem[];
}

/** Rows whose every listed field holds one of its values (`{status: ["01", "02"]}`). */
export type SummaryWhen = Record<string, (string | number | boolean)[]>;

/**
 * One counter. With `count` or `sum` the engine's own query computes it over the rows the list's
 * filters select (all pages); without, a declared query endpoint answers it under `key`.
 */
export interface ListSummaryItem {
  key: string;
  title: string;
  /** The number of matching rows, narrowed by `when` (a count per status: one item per value). */
  count?: { when?: SummaryWhen };
  /** The total of a numeric field over the matching rows, narrowed by `when`. */
  sum?: { field: string; when?: SummaryWhen };
}

export interface TreeLayout {
  parentField: string;
  labelField: string;
  /** Message when deleting a node that still has children. */
  hasChildrenMessage: string;
  /** Nodes matching this are left out of `undeleteTreeQuery` (e.g. disabled departments). */
  deletedWhen?: Record<string, string | number | boolean>;
  keywordFilter?: boolean;
  /** A batch-modify switch: nodes get checkboxes and 批量修改 opens the batch dialog (default false). */
  batch?: boolean;
}

export {
  actionKindOf,
  type ActionDef,
  type ActionKind,
  type ActionPlacement,
  type CustomActionDef,
  type EndpointDef,
  type FormActionDef,
  type NavigateActionDef,
  type OperationActionDef,
  type ResultDialogDef,
  type SetActionDef,
} from './action-types';
import type { ActionDef, EndpointDef, ResultDialogDef } from './action-types';

/** Records may not share these fields' values; a write that would is refused with the message. */
export interface UniqueRule {
  fields: string[];
  message: string;
}

export interface EntitySchema {
  $schema?: string;
  /**
   * In a file only: the schema (an entity name, or `shared/<name>` under schemas/shared) this file
   * is a JSON Merge Patch of. resolveEntities removes it; a served schema never has it.
   */
  extends?: string;
  /** URL-safe name; the file is `<name>.json`, its English `<name>.en.json` beside it. */
  name: string;
  /** Screen title (Chinese). */
  title: string;
  kind: 'list' | 'tree';
  /** Platform-wide, or one table per hospital schema (requests carry hospCode). */
  scope: 'platform' | 'hospital';
  /** SQL table name inside the scope's schema. */
  table: string;
  /** Endpoint prefix, e.g. /db/dic. */
  endpoint: string;
  /**
   * Console route of the generated screen, e.g. /admin/system-param/dic, mounted by the console from
   * the server's list of entities. `null`: no screen of its own (another screen uses its calls).
   */
  route?: string | null;
  operations: OperationName[];
  /** authId per operation (and `export`); `signedIn` lets any signed-in user in. */
  permissions: Partial<Record<OperationName | 'export' | 'batch', PermissionRule>>;
  fields: Record<string, FieldDef>;
  list?: ListLayout;
  tree?: TreeLayout;
  dialogs: Record<string, DialogDef>;
  actions?: ActionDef[];
  /** Extra server calls served by registered handlers. */
  endpoints?: EndpointDef[];
  /**
   * Operations the engine serves with its own SQL at another method and path than POST
   * `<endpoint>/<operation>`, where the seeds put them (`PUT /api/quartz-job/jobs`,
   * `DELETE /api/quartz-job/jobs/:id`); the screens call them there.
   */
  operationRoutes?: Partial<Record<OperationName, OperationRoute>>;
  /** Message when a hospital-scoped call comes without hospCode (e.g. 请选择医院). */
  hospitalRequiredMessage?: string;
  /**
   * English for the schema's Chinese texts, keyed by the Chinese text: written inline, or in
   * `<name>.en.json` beside the file (resolveEntities merges both into this key).
   */
  english?: Record<string, string>;
  /** Values that must stay unique, with the message when they would not. */
  unique?: UniqueRule[];
  /** Upper bound on pageSize for this entity (default 200). */
  maxPageSize?: number;
  /** Every read sees only rows with these values, and add stores them (several screens over one table). */
  fixedFilters?: Record<string, string | number | boolean>;
  /**
   * Platform entities: the field (a hospital code) that tags a row as one hospital's. A tagged row is
   * read and written only by callers bound to that hospital (super admins: all); untagged rows stay
   * visible to everyone the read permission lets in; no caller writes a hospital it is not bound to.
   */
  hospitalTag?: string;
  /**
   * With `hospitalTag`: rows matching these values (`{isGlobal: [true]}`) are every reader's, whatever
   * their tag; the other rows are only for callers bound to their tagged hospital (untagged: super admins).
   */
  globalWhen?: Record<string, (string | number | boolean)[]>;
  /**
   * The screen's entry in a hospital's menus: the standard init data is derived from it, and every
   * initialised hospital is given it once (server/seed/schema-init-data.ts). Never inherited.
   */
  menu?: MenuDeclaration;
  /** The screen's node in a hospital's permission tree, with one child per operation id. Never inherited. */
  permissionNode?: PermissionNodeDeclaration;
}

/** A schema's menu entry; its path is the schema's route (`/entity/<name>` without one). */
export interface MenuDeclaration {
  /** The parent menu's path (`/admin/hospital`); absent: a top-level menu. */
  parent?: string;
  /** Chinese menu name; default: the schema's title. */
  title?: string;
  titleEn: string;
  /** Default `file`. */
  icon?: string;
  /** Place among the parent's children, ascending (the standard init data uses steps of 10). */
  order: number;
  /** The permission id that shows the menu; default: permissionNode.code, else the screen's read permission id. */
  authId?: string;
  affix?: boolean;
  hidden?: boolean;
}

/** An operation child of a permission node: a known suffix (`add` → `<code>:add`, 新增), or one with its own name. */
export type PermissionOperationDeclaration = string | { suffix: string; name: string };

/** A schema's node in a hospital's permission tree (the ids roles are given). */
export interface PermissionNodeDeclaration {
  /** The parent node's code (`sys`); absent: a top-level node. */
  parent?: string;
  /** The node's code, usually the screen's read permission id (`sys:dic`). */
  code: string;
  /** Default: the schema's title. */
  name?: string;
  order: number;
  /** Children `<code>:<suffix>`, named after the node and the operation (系统字典新增). */
  operations?: PermissionOperationDeclaration[];
}

export const ROOT_PARENT_ID = '000000000000000000000000';
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_MAX_PAGE_SIZE = 200;
export const PAGE_SIZES = [10, 20, 30, 50];

/** The paths of the operations whose URL segment differs from their name. */
/** Where an engine operation is served instead of POST `<endpoint>/<operation>`; `:param` segments are filled from the body. */
export interface OperationRoute {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Absolute path, e.g. /api/quartz-job/jobs/:id; default `<endpoint>/<operation>`. */
  path?: string;
}

export const OPERATION_PATHS: Record<OperationName, string> = {
  add: 'add',
  delete: 'delete',
  update: 'update',
  query: 'query',
  batchUpdate: 'batchUpdate',
  detail: 'detail',
  treeQuery: 'treeQuery',
  undeleteTreeQuery: 'undelete-treeQuery',
};

/** Which dialog validates which write operation. */
export const DIALOG_OF_OPERATION = { add: 'add', update: 'edit', batchUpdate: 'batch' } as const;
