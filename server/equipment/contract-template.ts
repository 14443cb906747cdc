/** The spreadsheet template for importing maintenance contracts (GET eqp-contract-template). */

export const CONTRACT_TEMPLATE_FILE_NAME = '设备维保合同导入模板.csv';

/** Column headings, each a field of hosp-eqp-maintenance-modify (hospEqpId identifies the equipment). */
export const CONTRACT_TEMPLATE_COLUMNS: [string, string][] = [
  ['hospEqpId', '院内编号'],
  ['eqpName', '设备名称'],
  ['guarStartDate', '保修开始日期(yyyy-MM-dd)'],
  ['guarEndDate', '保修截止日期(yyyy-MM-dd)'],
  ['insuredCompany', '维保单位'],
  ['insuredStartDate', '维保开始日期(yyyy-MM-dd)'],
  ['insuredEndDate', '维保截止日期(yyyy-MM-dd)'],
  ['insuredFee', '维保费用(元)'],
];

/** UTF-8 with a byte-order mark so spreadsheet programs read the Chinese headings correctly. */
export function contractTemplateCsv(): string {
  return `\uFEFF${CONTRACT_TEMPLATE_COLUMNS.map(([, heading]) => heading).join(',')}\r\n`;
}
