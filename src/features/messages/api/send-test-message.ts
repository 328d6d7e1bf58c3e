import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope } from '@/domain/api';
import { messageTemplateEntity } from '@/domain/entities/message-template';
import type { MessageChannel } from '@/domain/entities/message';
import { accepted, postAction } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

export const SEND_MSG_URL = `${messageTemplateEntity.apiPath}/sendMsg`;

export interface SendTestInput {
  templateCode: string;
  /** The JSON parameters as typed. */
  testData: string;
  /** Usernames, comma-joined. */
  receiver: string;
  msgType: MessageChannel;
}

/**
 * 发送测试: POST sendMsg. Sent at once, never kept in the outbox: a test send is only worth it
 * while the user watches.
 */
export const sendTestMessage = async (input: SendTestInput): Promise<ApiEnvelope> =>
  accepted(await postAction(SEND_MSG_URL, input), '发送消息出错！');

export const useSendTestMessageMutation = () =>
  useMutation({
    mutationKey: resourceKeys(messageTemplateEntity.name).mutation('send-test'),
    mutationFn: sendTestMessage,
  });
