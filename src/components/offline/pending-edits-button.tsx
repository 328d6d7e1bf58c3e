import { lazy, Suspense, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { CountBadge } from '@/components/layout/header-badge';
import { useOutboxEntries } from './outbox-context';

const PendingEditsDialog = lazy(() => import('./pending-edits-dialog'));

/** 待同步 with the number of stored edits (shown only when there are some); opens their list. */
export function PendingEditsButton() {
  const entries = useOutboxEntries();
  const [open, setOpen] = useState(false);
  const refused = entries.filter((e) => e.status === 'rejected').length;
  return (
    <>
      {entries.length > 0 && (
        <Button
          appearance="subtle"
          icon={<ArrowSyncRegular />}
          aria-label={`待同步 ${entries.length}`}
          title={refused ? `${refused} 条修改被服务器拒绝` : '尚未发送到服务器的修改'}
          onClick={() => setOpen(true)}
        >
          待同步
          <CountBadge count={entries.length} danger={refused > 0} />
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <PendingEditsDialog entries={entries} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
