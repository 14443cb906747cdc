import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import type { HospInfo, MenuNode } from '../../contracts/session';
import type { EntityDataProvider, Option } from '../../engine/client/core';
import { arcoThemeProps, entityFormValidator } from '../../engine/client/testing';
import type { EntityFormContext, OptionsLoader } from '../../engine/client/form-widgets';
import type { OptionSource } from '../../engine/schema/entity-types';
import { isLanguage, type Language } from '../../platform/i18n/language';
import { freshSession, sessionAtom, type SessionState } from '../../platform/state/session-atoms';
import { languageAtom } from '../../platform/state/ui-atoms';
import { entityDataProvider } from '../screens/entity-api';
import { ShellContext } from '../shell/layout/shell-context';
import { useShellContextValue } from '../shell/layout/use-shell-context-value';
import { rememberGuideShown } from '../shell/tour/guide-cookie';

/**
 * Shared samples and decorators of the console's stories (src/): a signed-in session, the shell's
 * context, a query cache filled with sample answers. Nothing here asks a server.
 */

export type StoryStore = ReturnType<typeof createStore>;

export const sampleHospitals: HospInfo[] = [
  { id: '6b018ff8b854a8edc8304281', hospCode: '10001', hospName: '示范市第一人民医院' },
  { id: '6b018ff8b854a8edc8304342', hospCode: '10002', hospName: '示范市中心医院' },
  { id: '6b018ff8b854a8edc8304403', hospCode: '10003', hospName: '示范市妇幼保健院' },
];

let menuCount = 0;
function menu(
  menuName: string,
  path: string,
  options: { menuNameEn?: string; icon?: string; authId?: string; affix?: boolean; children?: MenuNode[] } = {},
): MenuNode {
  menuCount += 1;
  const id = `6b018ff8b854a8edc83${String(menuCount).padStart(5, '0')}`;
  const children = (options.children ?? []).map((child) => ({ ...child, parentId: id }));
  return {
    id,
    menuName,
    menuNameEn: options.menuNameEn ?? null,
    icon: options.icon ?? null,
    sort: menuCount,
    path,
    component: null,
    parentId: '000000000000000000000000',
    hospCode: '10001',
    authId: options.authId ?? null,
    hidden: false,
    affix: options.affix ?? false,
    children,
  };
}

/** A hospital's menus as POST /api/auth answers them: home, equipment, tasks and system pages. */
export const sampleMenus: MenuNode[] = [
  menu('首页', '/home/dashboard', { menuNameEn: 'Home', icon: 'home', affix: true, authId: 'home:dashboard' }),
  menu('设备管理', '/eqp', {
    menuNameEn: 'Equipment',
    icon: 'apps',
    children: [
      menu('设备台账', '/eqp/index', { menuNameEn: 'Equipment ledger', authId: 'eqp:list' }),
      menu('维修记录', '/mtc-record', { menuNameEn: 'Repair records', authId: 'mtc:list' }),
      menu('在保设备', '/insured-equipment-record', { menuNameEn: 'Insured equipment', authId: 'insured:list' }),
    ],
  }),
  menu('任务管理', '/task', {
    menuNameEn: 'Tasks',
    icon: 'calendar',
    children: [
      menu('日常巡检', '/daily-patrol-detail', { menuNameEn: 'Daily patrol', authId: 'task:patrol' }),
      menu('保养任务', '/maintain-detail', { menuNameEn: 'Maintenance', authId: 'task:maintain' }),
    ],
  }),
  menu('系统管理', '/sys', {
    menuNameEn: 'System',
    icon: 'settings',
    children: [menu('医院部门', '/admin/hospital/hosp-dept', { menuNameEn: 'Departments', authId: 'sys:hosp-dept' })],
  }),
];

const sampleAuthIds = ['home:dashboard', 'eqp:list', 'mtc:list', 'insured:list', 'task:patrol', 'task:maintain', 'sys:hosp-dept'];

/** A hospital user signed in at 示范市第一人民医院, everything loaded (no idle logout while a designer looks). */
export function hospitalSession(overrides: Partial<SessionState> = {}): SessionState {
  return {
    ...freshSession(true),
    accountStatus: 'loaded',
    acctType: '01',
    isAdmin: false,
    acctId: '6b018ff8b854a8edc8300001',
    name: '张工程师',
    avatar: null,
    hospitalsStatus: 'loaded',
    hospInfos: sampleHospitals,
    authHospCode: '10001',
    authStatus: 'loaded',
    currentHospCode: '10001',
    authIdList: sampleAuthIds,
    menus: sampleMenus,
    entitiesStatus: 'loaded',
    entities: [],
    autoLogoutDelay: 24 * 3600,
    ...overrides,
  };
}

/** The platform's super admin (account type 03), on the admin pages. */
export function adminSession(overrides: Partial<SessionState> = {}): SessionState {
  return hospitalSession({
    acctType: '03',
    isAdmin: true,
    acctId: '6b018ff8b854a8edc8300003',
    name: '平台管理员',
    currentHospCode: null,
    authHospCode: null,
    authStatus: 'idle',
    authIdList: [],
    menus: [],
    ...overrides,
  });
}

function StoreFrame({ setup, language, children }: { setup: (store: StoryStore) => void; language: Language; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createStore();
    created.set(languageAtom, language);
    setup(created);
    return created;
  });
  // The console's language atom follows the toolbar too (menu titles, tabs and breadcrumbs read it).
  useEffect(() => store.set(languageAtom, language), [store, language]);
  return <JotaiProvider store={store}>{children}</JotaiProvider>;
}

/** A jotai store of the story's own, set up before the first render (atoms: session, dialogs, tabs). */
export function withStore(setup: (store: StoryStore) => void): Decorator {
  return (Story, context) => (
    <StoreFrame setup={setup} language={isLanguage(context.globals.locale) ? context.globals.locale : 'zh'}>
      <Story />
    </StoreFrame>
  );
}

/** The story's store holds this session (and whatever `more` sets). */
export function withSession(session: SessionState, more?: (store: StoryStore) => void): Decorator {
  return withStore((store) => {
    store.set(sessionAtom, session);
    more?.(store);
  });
}

/** What the story's query cache answers, by query key; a component given these asks no server. */
export interface QueryAnswers {
  /** In the cache from the start, fresh: nothing is fetched. */
  data?: [QueryKey, unknown][];
  /** Asked and never answered: the loading state. */
  pending?: QueryKey[];
  /** Asked and refused: the failure state (not asked again on mount). */
  failed?: QueryKey[];
  /**
   * Answered right after the story mounts: for queries a component always asks afresh on mount
   * (refetchOnMount 'always'). Such a component must mount with the story: one mounted later (after a
   * click) asks its own server again.
   */
  afterMount?: [QueryKey, unknown][];
}

const never = () => new Promise<never>(() => {});

function QueryFrame({ answers, children }: { answers: QueryAnswers; children: ReactNode }) {
  const [setup] = useState(() => {
    // The console's defaults (App.tsx), and nothing stale: what the story put in the cache is what it shows.
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, retryOnMount: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    for (const [queryKey, value] of answers.data ?? []) client.setQueryData(queryKey, value);
    for (const queryKey of answers.pending ?? []) void client.prefetchQuery({ queryKey, queryFn: never });
    for (const queryKey of answers.failed ?? []) {
      void client.prefetchQuery({ queryKey, queryFn: () => Promise.reject(new Error('sample failure')) });
    }
    let release = () => {};
    const mounted = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (const [queryKey, value] of answers.afterMount ?? []) {
      void client.prefetchQuery({ queryKey, queryFn: () => mounted.then(() => value) });
    }
    return { client, release };
  });
  // A parent's effect runs after its children's: the component has subscribed to the pending answer by now.
  useEffect(() => setup.release(), [setup]);
  return <QueryClientProvider client={setup.client}>{children}</QueryClientProvider>;
}

/** A query cache of the story's own (the console's App gives one; the Storybook preview does not). */
export function withQueries(answers: QueryAnswers = {}): Decorator {
  return (Story) => (
    <QueryFrame answers={answers}>
      <Story />
    </QueryFrame>
  );
}

function ShellFrame({ children }: { children: ReactNode }) {
  const value = useShellContextValue();
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

/** The shell's context (routes, current page, hospital) computed from the story's session and URL, as ShellLayout does. */
export const withShell: Decorator = (Story) => (
  <ShellFrame>
    <Story />
  </ShellFrame>
);

/**
 * A page inside the shell: the shell's context (innermost), at `path`, with `session` in the story's
 * store; in this order, so the context reads that session and URL.
 */
export function inShell(path: string, session: SessionState, more?: (store: StoryStore) => void): Decorator[] {
  return [withShell, withPath(path), withSession(session, more)];
}

/** The first-login tour would cover the story: it counts as shown. */
export const withoutGuidedTour: Decorator = (Story) => {
  rememberGuideShown();
  return <Story />;
};

function AtPath({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const target = new URL(path, 'http://story.invalid');
  const here = location.pathname === target.pathname && location.search === target.search;
  const [arrived, setArrived] = useState(false);
  // Once: the story's own redirects (the guard's, a page passing the user on) must not be undone.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void navigate(path, { replace: true });
  }, [navigate, path]);
  // The router moves in a transition: the story appears once the address is there, not a render before.
  useEffect(() => {
    if (here) setArrived(true);
  }, [here]);
  return arrived ? children : null;
}

/** Opens the story at a URL (path, hosp_code…) inside the preview's memory router. */
export function withPath(path: string): Decorator {
  return (Story) => (
    <AtPath path={path}>
      <Story />
    </AtPath>
  );
}

/** Says where the router is now: for pages that only pass the user on. */
export function RouterAddress() {
  const location = useLocation();
  return (
    <p style={{ margin: 16, color: 'var(--color-text-3)' }}>
      URL: <code>{`${location.pathname}${location.search}`}</code>
    </p>
  );
}

let providerPatches = 0;
let providerOriginal: Record<string, unknown> | null = null;

function ConsoleProviderFrame({ provider, children }: { provider: EntityDataProvider; children: ReactNode }) {
  // Swapped in before the first render, put back when the last story using it leaves (docs pages show several).
  useState(() => {
    if (providerPatches === 0) providerOriginal = { ...entityDataProvider };
    providerPatches += 1;
    const target = entityDataProvider as unknown as Record<string, unknown>;
    for (const key of Object.keys(providerOriginal ?? {})) target[key] = undefined;
    Object.assign(target, provider);
  });
  useEffect(
    () => () => {
      providerPatches -= 1;
      if (providerPatches > 0 || !providerOriginal) return;
      const target = entityDataProvider as unknown as Record<string, unknown>;
      for (const key of Object.keys(target)) if (!(key in providerOriginal)) delete target[key];
      Object.assign(target, providerOriginal);
      providerOriginal = null;
    },
    [],
  );
  return children;
}

/**
 * For parts wired to the console's own data provider (screens/entity-api.ts) rather than given one:
 * while the story is shown, that provider answers from `provider` (an in-memory back end).
 */
export function withConsoleProvider(provider: EntityDataProvider): Decorator {
  return (Story) => (
    <ConsoleProviderFrame provider={provider}>
      <Story />
    </ConsoleProviderFrame>
  );
}

/** Selector lists as the server's /api/selector answers them, for widgets that load options. */
export function sampleOptionsLoader(lists: Record<string, Option[]>): OptionsLoader {
  return async (source: OptionSource) => {
    if ('values' in source) return source.values;
    if ('dictionary' in source) return lists[source.dictionary] ?? [];
    if ('resource' in source) return lists[source.resource] ?? [];
    return [];
  };
}

export interface WidgetFrameProps {
  /** The widget component, as the schema's `widget` names it in the registry. */
  widget: ComponentType<WidgetProps>;
  /** The field's name in the form (sibling fields may be set under their own names). */
  name?: string;
  /** The field's JSON Schema; a string field by default. */
  field?: RJSFSchema;
  title: string;
  /** The schema's `widgetOptions` (and the field's `optionSource`). */
  options?: Record<string, unknown>;
  value?: unknown;
  /** Other fields of the form that the widget reads or writes through the form context (the chosen hospital…). */
  siblings?: Record<string, unknown>;
  /** The rest of the form context: options loader, the form's hospital. */
  context?: Omit<EntityFormContext, 'formData' | 'setFieldValue'>;
  required?: boolean;
  disabled?: boolean;
}

/**
 * One bespoke widget of the console's screens in an Arco-themed one-field form, with the form's
 * values (its own and the siblings it writes) printed under it.
 */
export function WidgetFrame({
  widget,
  name = 'value',
  field,
  title,
  options,
  value,
  siblings,
  context,
  required,
  disabled,
}: WidgetFrameProps) {
  const [own, setOwn] = useState<Record<string, unknown>>(value === undefined ? {} : { [name]: value });
  const [others, setOthers] = useState<Record<string, unknown>>(siblings ?? {});
  const schema: RJSFSchema = {
    type: 'object',
    properties: { [name]: { type: 'string', ...field, title } },
    ...(required ? { required: [name] } : {}),
  };
  const uiSchema: UiSchema = { [name]: { 'ui:widget': widget, 'ui:options': options ?? {}, 'ui:disabled': disabled } };
  const formData = { ...others, ...own };
  const formContext: EntityFormContext = {
    ...context,
    formData,
    setFieldValue: (field, next) => setOthers((previous) => ({ ...previous, [field]: next })),
  };
  return (
    <div style={{ maxWidth: 560, padding: 16 }}>
      <Form
        {...arcoThemeProps()}
        schema={schema}
        uiSchema={uiSchema}
        formData={own}
        formContext={formContext}
        validator={entityFormValidator}
        showErrorList={false}
        noHtml5Validate
        onChange={(event) => setOwn((event.formData ?? {}) as Record<string, unknown>)}
      >
        {/* No submit button: the frame only shows the field. */}
        <span />
      </Form>
      <pre data-testid="widget-value">{JSON.stringify(formData, null, 2)}</pre>
    </div>
  );
}
