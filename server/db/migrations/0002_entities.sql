-- Entity-driven CRUD (issue 4): positions, check rules, the category tree, and list indexes.
CREATE TABLE sys_position (
  id varchar(32) PRIMARY KEY,
  code varchar(100) NOT NULL,
  name varchar(100) NOT NULL,
  post_rank varchar(2),
  company_id varchar(255),
  sys_org_code varchar(50),
  create_by varchar(32),
  create_time timestamp(0),
  update_by varchar(32),
  update_time timestamp(0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX uniq_sys_position_code ON sys_position (code);
--> statement-breakpoint
CREATE TABLE sys_check_rule (
  id varchar(32) PRIMARY KEY,
  rule_name varchar(100) NOT NULL,
  rule_code varchar(100) NOT NULL,
  rule_json varchar(1024) NOT NULL,
  rule_description varchar(200),
  create_by varchar(32),
  create_time timestamp(0),
  update_by varchar(32),
  update_time timestamp(0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX uniq_sys_check_rule_code ON sys_check_rule (rule_code);
--> statement-breakpoint
CREATE TABLE sys_category (
  id varchar(32) PRIMARY KEY,
  pid varchar(32) NOT NULL DEFAULT '0',
  name varchar(100) NOT NULL,
  code varchar(100) NOT NULL,
  has_child varchar(3) NOT NULL DEFAULT '0',
  sys_org_code varchar(64),
  create_by varchar(32),
  create_time timestamp(0),
  update_by varchar(32),
  update_time timestamp(0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX uniq_sys_category_code ON sys_category (code);
--> statement-breakpoint
CREATE INDEX idx_sys_category_pid ON sys_category (pid);
--> statement-breakpoint
-- The user list: live rows newest first, and the common status / sex filters (index-only counts).
CREATE INDEX idx_sys_user_list_time ON sys_user (del_flag, create_time, id);
--> statement-breakpoint
CREATE INDEX idx_sys_user_list_status_sex ON sys_user (del_flag, status, sex, create_time, id);
