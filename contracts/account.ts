export interface OwnAccount {
  id: string;
  type: string;
  acctName: string;
  acctNo: string | null;
  cellPhone: string | null;
  avatar: string | null;
  email: string | null;
  acctRoleType: string | null;
  phoneMsg: boolean;
  vacation: boolean;
}
