/** The demo seed as the tests rely on it (server/seed/demo-seed.ts). */
export const DEMO_PASSWORD = 'Demo@2026';

export const demo = {
  admin: { acctNo: 'admin', cellPhone: '13800000000', type: '03', hospCodes: ['10001', '10002', '10003'] },
  engineer: { acctNo: 'engineer', cellPhone: '13800000001', type: '01', hospCodes: ['10001', '10002'] },
  manager: { acctNo: 'manager', cellPhone: '13800000002', type: '01', hospCodes: ['10001'] },
  director: { acctNo: 'director', cellPhone: '13800000003', type: '01', hospCodes: ['10003'] },
} as const;

export const ALL_HOSP_CODES = ['10001', '10002', '10003'];
