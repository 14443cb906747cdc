import type { EntityDataProvider } from '../../../engine/client/core';
import { EntityFormDialog, useEntityWrites } from '../../../engine/client';
import { ROOT_PARENT_ID, type EntitySchema } from '../../../engine/schema/entity-types';

export interface AddDepartmentDialogProps {
  /** schemas/hosp-dept.json as served. */
  entity: EntitySchema;
  hospCode: string;
  provider: EntityDataProvider;
  onClose(): void;
}

/** The department screen's 部门添加 dialog at the top level, written as that screen writes it. */
export function AddDepartmentDialog({ entity, hospCode, provider, onClose }: AddDepartmentDialogProps) {
  const writes = useEntityWrites(entity, provider, hospCode);
  return (
    <EntityFormDialog
      entity={entity}
      dialog="add"
      formData={{ parentId: ROOT_PARENT_ID, hospCode }}
      hospCode={hospCode}
      provider={provider}
      onSubmit={(data) => writes.add(data)}
      onClose={onClose}
    />
  );
}
