import type { OptionSource, PermissionRule } from './basic-types';

/**
 * The actions and declared endpoints of an entity schema: what a screen offers beyond add / edit /
 * delete, and the extra server calls registered handlers serve (docs/schemas.md "Actions, endpoints
 * and panels"). Re-exported by entity-types.ts, where the rest of the DSL lives.
 */

/**
 * Where an action's button sits: on each row (under 更多), in the list toolbar, or in the toolbar
 * acting on the batch selection (enabled in batch mode, its label shows the selected count).
 */
export type ActionPlacement = 'row' | 'toolbar' | 'selection';

interface ActionBase {
  /** Path segment of its server call (`<endpoint>/<name>`) and the action's key. */
  name: string;
  /** Button label (Chinese). */
  label: string;
  permission?: PermissionRule;
  /** Default `row`. */
  placement?: ActionPlacement;
  /** Row actions only: shown when every listed row field has one of the values (e.g. tablesCreated: [false]). */
  visibleWhen?: Record<string, (string | number | boolean | null)[]>;
}

/** A form whose fields update the record (today's kind): `<endpoint>/<name>` with `{id, ...fields}`. */
export interface FormActionDef extends ActionBase {
  kind?: 'form';
  /** Dialog (in `dialogs`) that describes its fields and rules. */
  dialog: string;
}

/**
 * A server operation with a confirmation: the client asks (optionally after a chooser, e.g. the
 * init-parameter popover), then posts to `<endpoint>/<endpointName>` the body built from the row,
 * the selection and the choice. The server runs the handler the endpoint names.
 */
export interface OperationActionDef extends ActionBase {
  kind: 'operation';
  /** Name of the endpoint (in `endpoints`) the action posts to; default the action's name. */
  endpoint?: string;
  /** Confirmation text; `{field}` is replaced by the row's value (`{hospName}`). Absent: no question. */
  confirm?: string;
  /** Title of the confirmation (default 提示). */
  confirmTitle?: string;
  /** Asks for one value first (a popover select); it goes into the body under `field`. */
  chooser?: { field: string; title: string; options: OptionSource; required?: string };
  /** Body of the call: wire key → `{rowField}` / `{choice}` / `{selection.<field>}` (a list) or a constant. */
  body: Record<string, unknown>;
  /**
   * Selection actions: `each` posts once per selected row (body built from that row) and shows
   * per-row progress and results, one failure not stopping the rest; `all` posts once.
   */
  selection?: 'each' | 'all';
  /** Success notice (default: the server's message); `{field}` from the row. */
  success?: string;
  /** Success notices stay until closed (seed 001 section 8: initialisation). */
  persistentNotice?: boolean;
  /** Selection `each`: the notice once every row has run, whatever their results (初始完毕! 请进行相关数据验证！). */
  finished?: string;
  /** After success, offer this next action of the same row (a confirmation; 取消 shows `declinedNotice`). */
  next?: { action: string; question: string; declinedNotice?: string };
  /** After success, show these fields of the answer's `data` in a dialog (a new secret, shown once). */
  result?: ResultDialogDef;
}

/**
 * A dialog showing what a call answered, once: each listed field of the answer's `data` in a
 * read-only box with a copy button, closed only by the user (e.g. an API secret the server keeps
 * only as a hash). Used by operation actions and by the add dialog.
 */
export interface ResultDialogDef {
  title: string;
  /** A warning above the values (该密钥只显示这一次...). */
  notice?: string;
  fields: { field: string; title: string }[];
}

/** A navigation: `to` is a console path with `{field}` placeholders from the row (and `{hospCode}`). */
export interface NavigateActionDef extends ActionBase {
  kind: 'navigate';
  to: string;
}

/** A bespoke dialog or panel registered in the client's action registry under `component`. */
export interface CustomActionDef extends ActionBase {
  kind: 'custom';
  component: string;
  /** Free settings passed to the component (e.g. which endpoint it saves through). */
  options?: Record<string, unknown>;
  /** Toolbar: the component is the screen's 新增 (the add-user wizard): drawn first, primary, with the plus icon. */
  replacesAdd?: boolean;
  /** Toolbar: the component works in the background (a download, a PDF): its button shows loading, and takes no second click, until it closes. */
  busyButton?: boolean;
}

/**
 * One click sets fields of the row to fixed values (吊销证书: state → revoked), after a question.
 * The server serves it at `<endpoint>/<name>` with `{id, rowVersion?}` through the engine's update
 * path (guards, observers, versions) and refuses a row its `visibleWhen` does not match.
 */
export interface SetActionDef extends ActionBase {
  kind: 'set';
  /** Field → the value it gets (a stored, writable field; `null` empties it). */
  values: Record<string, string | number | boolean | null>;
  /** Question asked first; `{field}` is the row's value. Absent: no question. */
  confirm?: string;
  /** Title of the question (default 提示). */
  confirmTitle?: string;
  /** Success notice (default: the server's 修改成功!); `{field}` from the row. */
  success?: string;
}

export type ActionDef = FormActionDef | OperationActionDef | NavigateActionDef | CustomActionDef | SetActionDef;
/** Kept for the form actions' call sites. */
export type ActionKind = NonNullable<ActionDef['kind']>;

export const actionKindOf = (action: ActionDef): ActionKind => action.kind ?? 'form';

/**
 * An extra server call served by a handler registered on the server under `handler`
 * (`<entity>/<operation>`, e.g. `hosp/createTables`). The schema names it; it never holds code.
 */
export interface EndpointDef {
  /** Path segment after the entity's endpoint (`copy-hosp-table`, `acct-bind-hosp-id-on-manage/:id`). */
  name: string;
  /** Default POST. GET reads the query string (and `:params`). */
  method?: 'GET' | 'POST';
  handler: string;
  permission?: PermissionRule;
  /** Absolute path instead of `<endpoint>/<name>` (calls the seeds place elsewhere, e.g. /acct-center/api/web/...). */
  path?: string;
  /** One line for the API description. */
  summary?: string;
  /**
   * Platform entities: the handler itself checks the caller's permission in every hospital the call
   * names, so a hospital user's permission may open it. Without it a platform endpoint with a
   * permission id is the super admin's (the host cannot tell its reads from its writes).
   */
  hospitalChecked?: boolean;
}
