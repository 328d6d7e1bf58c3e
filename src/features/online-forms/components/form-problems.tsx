import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { LoadFailed, Loading } from '@/components/widgets/load-failed';
import type { FormProblem } from '../hooks/use-online-form';

/** JeecgBoot's words for a form whose table has not been created (同步数据库) yet. */
export const NOT_SYNCED_TEXT = '请先同步数据库再访问该页面';

export function NotSynced() {
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{NOT_SYNCED_TEXT}</MessageBarBody>
    </MessageBar>
  );
}

export function Refused({ message }: { message: string }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}

/** What a form's screen shows instead of its rows while its definition is missing: null once it is there. */
export function FormProblemView({
  problem,
  loaded,
  retry,
}: {
  problem: FormProblem | undefined;
  loaded: boolean;
  retry: () => void;
}) {
  if (problem?.kind === 'notSynced') return <NotSynced />;
  if (problem?.kind === 'refused') return <Refused message={problem.message} />;
  if (problem) return <LoadFailed message="表单加载失败" onRetry={retry} />;
  if (!loaded) return <Loading />;
  return null;
}
