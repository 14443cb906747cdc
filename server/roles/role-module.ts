import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import type { ExtensionModule } from '../entities/entity-operations.js';
import { bindRole, MENU_BINDING, PERMISSION_BINDING } from './role-bindings.js';
import { roleDetail } from './role-detail.js';

function entityNamed(name: string): () => EntitySchema {
  return () => {
    const entity = entityCatalogue().find((candidate) => candidate.name === name);
    if (!entity) throw new Error(`schemas/${name}.json is missing: the role detail shows its tree`);
    return entity;
  };
}

/** The hospital role's calls beyond the engine: detail with both trees, and the two bindings. */
export const roleModule: ExtensionModule = (extensions) => {
  extensions.operations.register(
    'hosp-role/detail',
    roleDetail({ menu: entityNamed('hosp-menu'), permission: entityNamed('hosp-permission') }),
  );
  extensions.operations.register('hosp-role/bindMenu', bindRole(MENU_BINDING));
  extensions.operations.register('hosp-role/bindPermisson', bindRole(PERMISSION_BINDING));
};
