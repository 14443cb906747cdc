import { Result, Spin, Tabs } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { EntityDataProvider, Row } from '../../../engine/client/core';
import type { EntitySchema } from '../../../engine/schema/entity-types';
import { BindingTree } from './BindingTree';
import { BINDINGS, useRoleBindings, type BindingKind } from './use-role-bindings';

export interface RoleBindingTabsProps {
  entity: EntitySchema;
  row: Row;
  provider: EntityDataProvider;
  hospCode: string | undefined;
  /** The tab shown first (a row action opens the one it names). */
  initialTab?: BindingKind;
}

/**
 * The role's two binding tabs (seed 001 section 2.5): menu binding and permission binding, each a
 * checkbox tree over the whole hospital with a save button. Saving replaces the role's links.
 */
export function RoleBindingTabs({ entity, row, provider, hospCode, initialTab = 'menu' }: RoleBindingTabsProps) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const { detail, save } = useRoleBindings(entity, provider, row, hospCode);
  if (detail.isPending) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (detail.isError) return <Result status="error" title={t('screens.roles.loadFailed')} />;
  const tab = (kind: BindingKind, title: string) => {
    const binding = BINDINGS[kind];
    return (
      <Tabs.TabPane key={kind} title={title}>
        <BindingTree
          // A fresh detail (after a save elsewhere) starts the ticks over.
          key={detail.dataUpdatedAt}
          nodes={detail.data[binding.tree]}
          // Menus have an English name (menuNameEn); a menu without one keeps its Chinese name.
          labelFields={english && 'englishLabelField' in binding ? [binding.englishLabelField, binding.labelField] : [binding.labelField]}
          bound={detail.data[binding.listKey]}
          cascade={binding.cascade}
          label={title}
          onSave={(ids) => save(kind, ids)}
        />
      </Tabs.TabPane>
    );
  };
  return (
    <Tabs defaultActiveTab={initialTab} className="role-binding-tabs">
      {tab('menu', t('screens.roles.menuTab'))}
      {tab('permission', t('screens.roles.permissionTab'))}
    </Tabs>
  );
}
