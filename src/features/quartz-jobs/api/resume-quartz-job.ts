import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope } from '@/domain/api';
import { getAction } from '@/lib/api-client';
import { quartzMutations } from './quartz-keys';

/** GET /sys/quartzJob/resume?id= (status → 0, 启动定时任务成功). */
export const resumeQuartzJob = (id: string): Promise<ApiEnvelope> => getAction('/sys/quartzJob/resume', { id });

export const useResumeQuartzJobMutation = () =>
  useMutation({ mutationKey: quartzMutations.resume, mutationFn: resumeQuartzJob });
