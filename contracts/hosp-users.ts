/**
 * Wire shapes of the hospital user screens' own calls (server/hosp-users/*, operation handlers under
 * /db/hosp-user-info/*): the add-user wizard, work transfer, hospital bindings and the export.
 */

/** What the wizard shows of an existing account: never its password hash. */
export interface AccountInfo {
  id: string;
  type: string;
  cellPhone: string | null;
  acctNo: string | null;
  acctName: string;
  avatar: string | null;
  email: string | null;
  remark: string | null;
  state: string;
}

/** addCheck's answer (seed 001 section 3): whether the wizard goes on, with which account, or why not. */
export interface AccountCheck {
  enableNext: boolean;
  newAcct: boolean;
  acct: Partial<AccountInfo> | null;
  failMsg: string | null;
}

/**
 * One of unbound-accounts: an account the wizard created for this hospital and bound nowhere. A type
 * literal, not an interface: the console hands it to the engine's tables as a Row (an index signature).
 */
export type UnboundAccount = {
  id: string;
  type: string;
  acctName: string;
  cellPhone: string | null;
  acctNo: string | null;
  createDateTime: string;
};

/** user-job-un-finish-query's answer: what a user leaves behind here, totals and the first of each. */
export interface UnfinishedWork {
  acctId: string;
  mtcOrderTotal: number;
  taskTotal: number;
  eqpTotal: number;
  mtcOrderList: {
    id: string;
    seqNo: string;
    eqpName: string | null;
    actionState: string;
    actionStateDesc: string | null;
    applyTime: string;
  }[];
  taskList: { id: string; taskType: string; taskTypeDesc: string | null; eqpName: string | null; status: string; dueDate: string }[];
  eqpList: { id: string; eqpName: string; hospEqpId: string }[];
}

/** One of queryEngineer: an on-duty maintenance engineer who can take the work over. */
export interface Engineer {
  acctId: string;
  acctName: string;
  cellPhone: string | null;
  hospDeptIdDesc: string | null;
  hospRoleIdDesc: string | null;
}

/** acct-bind-hosp-id-on-manage/{acctId}: bound hospitals, those the caller may change, and their names. */
export interface BoundHospitals {
  acctId: string;
  hospCodeList: string[];
  manageableHospCodeList: string[];
  hospitals: { value: string; label: string }[];
}

/** batch-company-acct-export's answer: the spreadsheet as a data URL. */
export interface CompanyUserExportFile {
  fileName: string;
  url: string;
  count: number;
}
