import type { TemplatesType } from '@rjsf/utils';
import { FieldErrorTemplate } from './FieldErrorMessage';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';

/** No list of errors at the top (each sits under its field) and no submit button (the dialog has 确定). */
const NoErrorList = () => null;
const NoSubmitButton = () => null;

export const arcoTemplates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates: { SubmitButton: TemplatesType['ButtonTemplates']['SubmitButton'] };
} = {
  FieldTemplate,
  ObjectFieldTemplate,
  FieldErrorTemplate,
  ErrorListTemplate: NoErrorList,
  ButtonTemplates: { SubmitButton: NoSubmitButton },
};

export { FieldTemplate, ObjectFieldTemplate, FieldErrorTemplate };
