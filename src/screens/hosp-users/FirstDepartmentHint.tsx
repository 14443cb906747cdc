import { Alert, Button } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type EntityDataProvider, useEntityText } from '../../../engine/client/core';
import { lazyComponent } from '../../../engine/client/extension-points';
import { usePermission } from '../../shell/permission/use-permission';
import { fetchEntitySchema } from '../entity-api';
import { HOSP_USER_ENTITY } from './use-hosp-user-entity';
import { DEPT_ADD_PERMISSION, DEPT_ENTITY, useHospitalDepartments } from './use-hospital-departments';

// Loaded when asked for: the wizard's own chunk stays as small as before, and so do the engine's.
const AddDepartmentDialog = lazyComponent(() => import('./AddDepartmentDialog').then((m) => m.AddDepartmentDialog));

interface FirstDepartmentHintProps {
  hospCode: string;
  provider: EntityDataProvider;
}

/**
 * Step 3 of the add-user wizard in a hospital with no (enabled) department: the required 部门 list
 * would be empty with nothing said. This says why and, for whoever may add departments, opens the
 * department screen's own 部门添加 dialog (at the top level) right here.
 */
export function FirstDepartmentHint({ hospCode, provider }: FirstDepartmentHintProps) {
  const text = useEntityText(HOSP_USER_ENTITY);
  // Read afresh at every step 3: departments may have been added or disabled on another screen since.
  const departments = useHospitalDepartments(hospCode, { fresh: true });
  const canAdd = usePermission([DEPT_ADD_PERMISSION]);
  const [adding, setAdding] = useState(false);
  const deptEntity = useQuery({
    queryKey: ['entity-schema', DEPT_ENTITY],
    queryFn: () => fetchEntitySchema(DEPT_ENTITY),
    staleTime: Infinity,
    enabled: adding,
  });
  if (!departments.isSuccess || departments.isFetching || departments.data.length > 0) return null;
  return (
    <>
      <Alert
        type="warning"
        style={{ marginBottom: 16 }}
        content={text(
          canAdd ? '该医院还没有部门；用户须绑定部门，请先新增部门' : '该医院还没有部门；用户须绑定部门，请联系管理员在「医院部门」中新增',
        )}
        action={
          canAdd ? (
            <Button size="small" type="primary" loading={adding && !deptEntity.data} onClick={() => setAdding(true)}>
              {text('新增部门')}
            </Button>
          ) : undefined
        }
      />
      {adding && deptEntity.data && (
        <AddDepartmentDialog entity={deptEntity.data} hospCode={hospCode} provider={provider} onClose={() => setAdding(false)} />
      )}
    </>
  );
}
