-- System module tables (see server/db/schema.ts). One statement per chunk; chunks are separated
-- by drizzle-kit's statement-breakpoint marker line.
CREATE TABLE sys_user (
  id varchar(32) PRIMARY KEY,
  username varchar(100) NOT NULL,
  realname varchar(100) NOT NULL,
  password varchar(255) NOT NULL,
  salt varchar(45) NOT NULL,
  avatar varchar(255),
  birthday date,
  sex integer,
  email varchar(45),
  phone varchar(45),
  org_code varchar(64),
  status integer NOT NULL DEFAULT 1,
  del_flag integer NOT NULL DEFAULT 0,
  work_no varchar(100),
  post varchar(100),
  telephone varchar(45),
  activiti_sync integer DEFAULT 1,
  user_identity integer DEFAULT 1,
  depart_ids varchar(1000),
  rel_tenant_ids varchar(100),
  client_id varchar(64),
  home_path varchar(255),
  create_by varchar(32),
  create_time timestamp(0),
  update_by varchar(32),
  update_time timestamp(0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX uniq_sys_user_username ON sys_user (username);
--> statement-breakpoint
CREATE INDEX idx_sys_user_phone ON sys_user (phone);
--> statement-breakpoint
CREATE TABLE sys_role (
  id varchar(32) PRIMARY KEY,
  role_name varchar(200) NOT NULL,
  role_code varchar(100) NOT NULL,
  description varchar(255),
  create_by varchar(32),
  create_time timestamp(0),
  update_by varchar(32),
  update_time timestamp(0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX uniq_sys_role_role_code ON sys_role (role_code);
--> statement-breakpoint
CREATE TABLE sys_user_role (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL,
  role_id varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX uniq_sys_user_role ON sys_user_role (user_id, role_id);
--> statement-breakpoint
CREATE INDEX idx_sys_user_role_role ON sys_user_role (role_id);
--> statement-breakpoint
CREATE TABLE sys_depart (
  id varchar(32) PRIMARY KEY,
  parent_id varchar(32),
  depart_name varchar(100) NOT NULL,
  depart_name_en varchar(500),
  depart_name_abbr varchar(500),
  depart_order integer NOT NULL DEFAULT 0,
  description varchar(500),
  org_category varchar(10) NOT NULL DEFAULT '1',
  org_type varchar(10) NOT NULL DEFAULT '1',
  org_code varchar(64) NOT NULL,
  mobile varchar(32),
  fax varchar(32),
  address varchar(100),
  memo varchar(500),
  status varchar(1) DEFAULT '1',
  del_flag varchar(1) NOT NULL DEFAULT '0',
  qywx_identifier varchar(100),
  create_by varchar(32),
  create_time timestamp(0),
  update_by varchar(32),
  update_time timestamp(0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX uniq_sys_depart_org_code ON sys_depart (org_code);
--> statement-breakpoint
CREATE INDEX idx_sys_depart_parent ON sys_depart (parent_id);
--> statement-breakpoint
CREATE TABLE sys_user_depart (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL,
  dep_id varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX uniq_sys_user_depart ON sys_user_depart (user_id, dep_id);
--> statement-breakpoint
CREATE INDEX idx_sys_user_depart_dep ON sys_user_depart (dep_id);
--> statement-breakpoint
CREATE TABLE sys_tenant (
  id integer PRIMARY KEY,
  name varchar(100) NOT NULL,
  begin_date timestamp(0),
  end_date timestamp(0),
  status integer NOT NULL DEFAULT 1,
  create_by varchar(32),
  create_time timestamp(0)
);
--> statement-breakpoint
CREATE TABLE sys_permission (
  id varchar(32) PRIMARY KEY,
  parent_id varchar(32),
  name varchar(255) NOT NULL,
  url varchar(255),
  component varchar(255),
  component_name varchar(100),
  redirect varchar(255),
  menu_type integer NOT NULL,
  perms varchar(255),
  perms_type varchar(10) DEFAULT '1',
  sort_no double precision DEFAULT 0,
  always_show boolean NOT NULL DEFAULT false,
  icon varchar(255),
  is_route boolean NOT NULL DEFAULT true,
  is_leaf boolean NOT NULL DEFAULT true,
  keep_alive boolean NOT NULL DEFAULT false,
  hidden boolean NOT NULL DEFAULT false,
  hide_tab boolean NOT NULL DEFAULT false,
  description varchar(255),
  del_flag integer NOT NULL DEFAULT 0,
  rule_flag integer NOT NULL DEFAULT 0,
  status varchar(2) DEFAULT '1',
  internal_or_external boolean NOT NULL DEFAULT false,
  create_by varchar(32),
  create_time timestamp(0),
  update_by varchar(32),
  update_time timestamp(0)
);
--> statement-breakpoint
CREATE INDEX idx_sys_permission_parent ON sys_permission (parent_id);
--> statement-breakpoint
CREATE TABLE sys_role_permission (
  id varchar(32) PRIMARY KEY,
  role_id varchar(32) NOT NULL,
  permission_id varchar(32) NOT NULL,
  data_rule_ids varchar(1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX uniq_sys_role_permission ON sys_role_permission (role_id, permission_id);
--> statement-breakpoint
CREATE TABLE sys_dict (
  id varchar(32) PRIMARY KEY,
  dict_name varchar(100) NOT NULL,
  dict_code varchar(100) NOT NULL,
  description varchar(255),
  del_flag integer NOT NULL DEFAULT 0,
  type integer NOT NULL DEFAULT 0,
  create_by varchar(32),
  create_time timestamp(0),
  update_by varchar(32),
  update_time timestamp(0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX uniq_sys_dict_dict_code ON sys_dict (dict_code);
--> statement-breakpoint
CREATE TABLE sys_dict_item (
  id varchar(32) PRIMARY KEY,
  dict_id varchar(32) NOT NULL,
  item_text varchar(100) NOT NULL,
  item_value varchar(100) NOT NULL,
  description varchar(255),
  sort_order integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1,
  create_by varchar(32),
  create_time timestamp(0),
  update_by varchar(32),
  update_time timestamp(0)
);
--> statement-breakpoint
CREATE INDEX idx_sys_dict_item_dict ON sys_dict_item (dict_id);
--> statement-breakpoint
CREATE TABLE sys_session (
  token_hash varchar(64) PRIMARY KEY,
  user_id varchar(32) NOT NULL,
  tenant_id integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  ip varchar(64)
);
--> statement-breakpoint
CREATE INDEX idx_sys_session_user ON sys_session (user_id);
--> statement-breakpoint
CREATE TABLE sys_login_attempt (
  username varchar(100) PRIMARY KEY,
  fail_count integer NOT NULL DEFAULT 0,
  first_failed_at bigint NOT NULL,
  last_failed_at bigint NOT NULL,
  locked_until bigint
);
--> statement-breakpoint
CREATE TABLE sys_captcha (
  check_key varchar(100) PRIMARY KEY,
  code varchar(10) NOT NULL,
  expires_at bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE sys_sms_code (
  mobile varchar(32) PRIMARY KEY,
  code varchar(10) NOT NULL,
  smsmode varchar(2) NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
