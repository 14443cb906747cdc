import { Spin } from '@arco-design/web-react';
import { forwardRef, lazy, Suspense, useState } from 'react';
import type * as EntityFormModule from './EntityForm';
import type { EntityFormHandle, EntityFormProps } from './EntityForm';

/**
 * EntityForm, downloaded when the first form renders. rjsf, ajv (which compiles each dialog's
 * JSON Schema in the browser) and the form widgets are about 70 KB brotli that a list screen, the
 * shell and the login page do not need until a dialog opens. `import { EntityForm } from
 * 'engine/client/form'` is this wrapper; the real component is ./EntityForm.
 */
let loaded: typeof EntityFormModule | undefined;

/** Starts (or reuses) the download; once it has finished, forms render at once, without the spinner. */
export function loadEntityForm(): Promise<typeof EntityFormModule> {
  return import('./EntityForm').then((module) => (loaded = module));
}

const DownloadedForm = lazy(() => loadEntityForm().then((module) => ({ default: module.EntityForm })));

/** Stands in for the fields while the form downloads (a fraction of a second). */
function FormLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 0' }}>
      <Spin />
    </div>
  );
}

export const EntityForm = forwardRef<EntityFormHandle, EntityFormProps>(function EntityForm(props, ref) {
  // Decided once per mount: switching from the lazy to the direct component would remount the form.
  const [Ready] = useState(() => loaded?.EntityForm);
  if (Ready) return <Ready ref={ref} {...props} />;
  return (
    <Suspense fallback={<FormLoading />}>
      <DownloadedForm ref={ref} {...props} />
    </Suspense>
  );
});
