import { useEffect, useEffectEvent, useState } from 'react';
import { Field, Select } from '@fluentui/react-components';
import { FormDialog } from '@/components/widgets/form-dialog';
import type { Depart } from '@/domain/session-types';
import { MSG } from '@/domain/messages';
import { notify } from '@/lib/notifier';
import { fetchCurrentUserDeparts, selectDepart } from '@/session/api/session-api';
import { saveUserInfo, storedUsername } from '@/session/session-store';

interface Props {
  /** Called after a department was chosen and the returned user info stored. */
  onSelected: () => void;
  /** Called when there is nothing to choose (the list is empty or could not be loaded). */
  onEmpty: () => void;
  /** Without it the dialog cannot be dismissed (the choice at sign-in is required). */
  onClose?: () => void;
  /** false closes it while it stays mounted (its focus trap then lets go of the page properly). */
  open?: boolean;
}

/**
 * Department choice / switch: mount it to open it. Hidden until the list loads; an
 * empty list warns and closes.
 */
export function DepartmentDialog({ onSelected, onEmpty, onClose, open = true }: Props) {
  const [departs, setDeparts] = useState<Depart[] | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [orgCode, setOrgCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const dismiss = useEffectEvent(onEmpty);
  useEffect(() => {
    let cancelled = false;
    fetchCurrentUserDeparts()
      .then((res) => {
        if (cancelled) return;
        const list = res.success ? (res.result?.list ?? []) : [];
        if (list.length === 0) {
          notify({ intent: 'warning', message: MSG.noDepartment });
          dismiss();
          return;
        }
        setCurrent(res.result.orgCode || null);
        setOrgCode(res.result.orgCode || '');
        setDeparts(list);
      })
      .catch(() => {
        if (!cancelled) dismiss();
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const currentName = departs?.find((d) => d.orgCode === current)?.departName;
  const title = currentName ? `部门切换（当前部门 : ${currentName}）` : '部门选择';

  const confirm = async () => {
    if (!orgCode) {
      setError('请选择登录部门');
      return;
    }
    setBusy(true);
    try {
      const res = await selectDepart(orgCode, storedUsername());
      if (res.success) {
        saveUserInfo(res.result.userInfo);
        onSelected();
      } else notify({ intent: 'error', message: res.message });
    } catch {
      /* reported by the http layer */
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title={title} open={open && departs !== null} onClose={onClose} onSubmit={confirm} saving={busy} narrow>
      <Field label="部门" required validationMessage={error}>
        <Select
          value={orgCode}
          onChange={(_, d) => {
            setOrgCode(d.value);
            setError(undefined);
          }}
        >
          <option value="">请选择登录部门</option>
          {(departs ?? []).map((d) => (
            <option key={d.id} value={d.orgCode}>
              {d.departName}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
