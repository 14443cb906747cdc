/**
 * Dictionary entries for every dictionary key the seeds name: [type, val, description, English
 * description]. The English text is what lists and selectors show when the console is in English.
 */
export const dictionaryEntries: [string, string, string, string][] = [
  ['ACCT_TYPE', '01', '医院级标准用户', 'Standard hospital user'],
  ['ACCT_TYPE', '02', '非标准用户(主任)', 'Non-standard user (director)'],
  ['ACCT_TYPE', '03', '超级管理员', 'Super administrator'],
  ['ACCT_TYPE', '04', '非用户账号(接口)', 'Non-user account (interface)'],
  ['ACCT_STATE', '1', '正常', 'Active'],
  ['ACCT_STATE', '0', '停用', 'Disabled'],
  ['USER_STATE', '01', '在职', 'Employed'],
  ['USER_STATE', '02', '休假', 'On leave'],
  ['USER_STATE', '03', '离职', 'Left'],
  ['STATE', '1', '启用', 'Enabled'],
  ['STATE', '0', '停用', 'Disabled'],
  ['WX_INTERFACE', '01', '工程师界面', 'Engineer interface'],
  ['WX_INTERFACE', '02', '管理者界面', 'Manager interface'],
  ['WX_INTERFACE', '03', '科室人员界面', 'Department staff interface'],
  ['ROLE_BIZ_TYPE', '01', '维修工程师', 'Repair engineer'],
  ['ROLE_BIZ_TYPE', '02', '设备科管理员', 'Equipment department administrator'],
  ['ROLE_BIZ_TYPE', '03', '院领导', 'Hospital leadership'],
  ['ROLE_BIZ_TYPE', '04', '科室人员', 'Department staff'],
  ['DIVICE_TYPE', '01', '报修', 'Repair request'],
  ['DIVICE_TYPE', '02', '巡检', 'Patrol'],
  ['DIVICE_TYPE', '03', '保养', 'Maintenance'],
  ['DIVICE_TYPE', '04', '质控', 'Quality control'],
  ['DIVICE_TYPE', '05', '计量', 'Metering'],
  ['DIVICE_TYPE', '06', '盘点', 'Stocktaking'],
  ['WXAPP_INF_TYPE', '01', '首页', 'Home'],
  ['WXAPP_INF_TYPE', '02', '工作台', 'Workbench'],
  ['WXAPP_INF_TYPE', '03', '设备详情', 'Equipment details'],
  ['WXAPP_INF_TYPE', '04', '我的', 'Me'],
];
