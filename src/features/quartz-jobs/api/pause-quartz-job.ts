import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope } from '@/domain/api';
import { getAction } from '@/lib/api-client';
import { quartzMutations } from './quartz-keys';

/** GET /sys/quartzJob/pause?id= (status → -1, 停止定时任务成功). */
export const pauseQuartzJob = (id: string): Promise<ApiEnvelope> => getAction('/sys/quartzJob/pause', { id });

export const usePauseQuartzJobMutation = () =>
  useMutation({ mutationKey: quartzMutations.pause, mutationFn: pauseQuartzJob });
