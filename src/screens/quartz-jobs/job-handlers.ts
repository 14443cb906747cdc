import type { JobHandlerBean, JobHandlerMethod } from '../../../contracts/quartz-job';

export interface HandlerOption {
  value: string;
  label: string;
}

/** The beans, each labelled with what its methods do. */
export const beanOptions = (beans: readonly JobHandlerBean[]): HandlerOption[] =>
  beans.map((bean) => ({ value: bean.beanName, label: `${bean.beanName}（${bean.methods.map((method) => method.title).join('、')}）` }));

/** The chosen bean's methods; none before a bean is chosen. */
export const methodOptions = (beans: readonly JobHandlerBean[], beanName: unknown): HandlerOption[] =>
  (beans.find((bean) => bean.beanName === beanName)?.methods ?? []).map((method) => ({
    value: method.methodName,
    label: `${method.methodName}（${method.title}）`,
  }));

export const findMethod = (beans: readonly JobHandlerBean[], beanName: unknown, methodName: unknown): JobHandlerMethod | undefined =>
  beans.find((bean) => bean.beanName === beanName)?.methods.find((method) => method.methodName === methodName);

/**
 * What choosing a bean does to the other fields: a method the new bean lacks is cleared, and a bean
 * with one method gets it (with its default params when none are written yet).
 */
export function afterBeanChange(
  beans: readonly JobHandlerBean[],
  beanName: string | undefined,
  methodName: unknown,
  params: unknown,
): Record<string, string | undefined> {
  const methods = beans.find((bean) => bean.beanName === beanName)?.methods ?? [];
  if (methods.some((method) => method.methodName === methodName)) return {};
  const only = methods.length === 1 ? methods[0]! : undefined;
  const changes: Record<string, string | undefined> = { methodName: only?.methodName };
  if (only && (typeof params !== 'string' || params.trim() === '')) changes.params = only.defaultParams || undefined;
  return changes;
}
