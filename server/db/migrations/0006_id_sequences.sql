-- Integer ids come from a sequence per table (<table>_id_seq), never from max(id) + 1 read before the insert.
CREATE SEQUENCE IF NOT EXISTS sys_tenant_id_seq OWNED BY sys_tenant.id;
