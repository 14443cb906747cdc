import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The fields of an object, one under the other in the dialog's order. */
export function ObjectFieldTemplate({ properties, fieldPathId }: ObjectFieldTemplateProps) {
  return <div id={fieldPathId.$id}>{properties.filter((property) => !property.hidden).map((property) => property.content)}</div>;
}
