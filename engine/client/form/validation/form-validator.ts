import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import { stripEmptyValues } from '../model/form-data';

/**
 * rjsf's ajv8 validator with ajv-errors, so the `errorMessage` texts of dialogJsonSchema (the
 * seeds' messages, the same the server answers with) replace ajv's own. ajv-i18n is not used: every
 * message comes from the schema, and it would overwrite them. Server options kept: no coercion.
 */
function createMessageValidator(): ValidatorType {
  return customizeValidator({
    ajvOptionsOverrides: { allErrors: true, coerceTypes: false, useDefaults: false },
    // The schemas carry their own date patterns; ajv-formats would only add `format` checks the server does not make.
    ajvFormatOptions: false,
    extenderFn: (ajv) => {
      ajvErrors(ajv);
      return ajv;
    },
  });
}

/**
 * One ajv for every entity form (it caches compiled dialog schemas by object), made on first use:
 * importing this module must not build an ajv, so chunks that only re-export it stay free of it.
 */
let shared: ValidatorType | undefined;
const messageValidator = (): ValidatorType => (shared ??= createMessageValidator());

/**
 * A validator that sees the data as the server will, without null and '' (the server treats both
 * as absent, so 类型为必输项 shows for a cleared field too). Given the dialog's schema, it always
 * validates against that: rjsf's live validation passes the schema with if/then already resolved,
 * where merging loses the then-part's `errorMessage` (非用户类型必须输入账号 would become ajv's
 * own "must have required property").
 */
export function createEntityFormValidator(dialogSchema?: RJSFSchema): ValidatorType {
  // Plain delegation (not a prototype copy), so the ajv's root-schema bookkeeping stays in one object.
  return {
    validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) =>
      messageValidator().validateFormData(stripEmptyValues(formData), dialogSchema ?? schema, customValidate, transformErrors, uiSchema),
    isValid: (schema, formData, rootSchema) => messageValidator().isValid(schema, formData, rootSchema),
    rawValidation: (schema, formData) => messageValidator().rawValidation(schema, formData),
    reset: () => messageValidator().reset?.(),
  };
}

/** For forms over any schema without if/then rules (widget previews, bespoke forms). */
export const entityFormValidator = /* @__PURE__ */ createEntityFormValidator();

const dialogValidators = new WeakMap<RJSFSchema, ValidatorType>();

/** The validator of one dialog's schema, made once per schema object. */
export function validatorForDialog(dialogSchema: RJSFSchema): ValidatorType {
  let validator = dialogValidators.get(dialogSchema);
  if (!validator) {
    validator = createEntityFormValidator(dialogSchema);
    dialogValidators.set(dialogSchema, validator);
  }
  return validator;
}
