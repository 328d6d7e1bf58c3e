import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope } from '@/domain/api';
import { getAction } from '@/lib/api-client';
import { quartzMutations } from './quartz-keys';

/** GET /sys/quartzJob/execute?id=: the server runs the job once about 100 ms later (执行成功!). */
export const executeQuartzJob = (id: string): Promise<ApiEnvelope> => getAction('/sys/quartzJob/execute', { id });

export const useExecuteQuartzJobMutation = () =>
  useMutation({ mutationKey: quartzMutations.execute, mutationFn: executeQuartzJob });
