/** A hospital's own schema: menus, permissions, roles and their links, departments. */
export function hospitalCore(schema: string): string[] {
  return [
    `CREATE TABLE ${schema}.menu (
       id char(24) PRIMARY KEY,
       menu_name varchar(100) NOT NULL,
       icon varchar(100),
       sort integer NOT NULL,
       path varchar(300) NOT NULL,
       component varchar(300),
       parent_id char(24) NOT NULL,
       auth_id varchar(100),
       hidden boolean NOT NULL DEFAULT false,
       affix boolean NOT NULL DEFAULT false,
       create_date_time timestamp(0) NOT NULL,
       lstupd_date_time timestamp(0) NOT NULL
     )`,
    `CREATE INDEX menu_parent_idx ON ${schema}.menu (parent_id, sort)`,
    `CREATE TABLE ${schema}.permission (
       id char(24) PRIMARY KEY,
       pms_code varchar(100) NOT NULL,
       pms_name varchar(100) NOT NULL,
       parent_id char(24) NOT NULL,
       create_date_time timestamp(0) NOT NULL,
       lstupd_date_time timestamp(0) NOT NULL
     )`,
    `CREATE INDEX permission_parent_idx ON ${schema}.permission (parent_id)`,
    `CREATE TABLE ${schema}.role (
       id char(24) PRIMARY KEY,
       role_name varchar(100) NOT NULL,
       description varchar(300),
       wx_interface_code varchar(32),
       biz_type varchar(32),
       create_date_time timestamp(0) NOT NULL,
       lstupd_date_time timestamp(0) NOT NULL
     )`,
    `CREATE TABLE ${schema}.role_menu (
       role_id char(24) NOT NULL REFERENCES ${schema}.role(id) ON DELETE CASCADE,
       menu_id char(24) NOT NULL REFERENCES ${schema}.menu(id) ON DELETE CASCADE,
       PRIMARY KEY (role_id, menu_id)
     )`,
    `CREATE TABLE ${schema}.role_permission (
       role_id char(24) NOT NULL REFERENCES ${schema}.role(id) ON DELETE CASCADE,
       permission_id char(24) NOT NULL REFERENCES ${schema}.permission(id) ON DELETE CASCADE,
       PRIMARY KEY (role_id, permission_id)
     )`,
    `CREATE TABLE ${schema}.dept (
       id char(24) PRIMARY KEY,
       dept_name varchar(100) NOT NULL,
       parent_id char(24) NOT NULL,
       disabled boolean NOT NULL DEFAULT false,
       sort integer NOT NULL DEFAULT 0,
       create_date_time timestamp(0) NOT NULL,
       lstupd_date_time timestamp(0) NOT NULL
     )`,
    `CREATE INDEX dept_parent_idx ON ${schema}.dept (parent_id)`,
  ];
}
